// Search under `npm run serve` (the last build). wrangler dev's runtime grows with any traffic,
// so it first serves 100 pages; then it measures the first search answer (the isolate is up,
// the index not loaded), how much that query and 100 varied ones raise the memory of the
// worker runtime (workerd), and their latency over HTTP.
import { memoryMb, withServer } from "./serve";
import { variedQueries } from "./search-assets";

const API = "/1/indexes/*/queries?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only";

export function measureServedSearch(assetsDir: string, port = 8798) {
  const queries = variedQueries(assetsDir, 100);
  return withServer(port, async (origin, pid) => {
    const search = async (query: string) => {
      const started = performance.now();
      const response = await fetch(origin + API, {
        method: "POST",
        body: JSON.stringify({ requests: [{ indexName: "strapiDocsv5beta", query, hitsPerPage: 20, attributesToSnippet: ["content:10"] }] }),
      });
      if (!response.ok) throw new Error(`search answered ${response.status} for ${query}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const start = memoryMb(pid).workerd;
    for (let i = 0; i < 100; i++) await (await fetch(`${origin}/cloud/intro`)).arrayBuffer();
    const before = memoryMb(pid).workerd;
    const firstAnswerMs = Math.round(await search("api token"));
    const times: number[] = [];
    for (const query of queries) times.push(await search(query));
    const after = memoryMb(pid).workerd;
    times.sort((a, b) => a - b);
    return {
      firstAnswerMs,
      queryMs: { p50: Math.round(times[50]), p95: Math.round(times[95]) },
      workerdMb: { start, afterWarmUp: before, after100Queries: after, raisedBy: after - before },
    };
  });
}
