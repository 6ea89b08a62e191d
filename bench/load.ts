// `npm run bench:load`: a bounded load and soak test against `wrangler dev` on loopback. It serves
// the built site (run `npm run build` first), sends a mix of doc pages, route data, search pages,
// search API calls and unknown paths from LOAD_CONNECTIONS connections (50) for LOAD_SECONDS (60),
// and reports requests/s, p50/p99 latency, errors and the worker's memory before and after.
import autocannon from "autocannon";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { memoryMb, withServer } from "./serve";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.LOAD_PORT ?? 8797);
const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 60), 600);
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 50), 200);

const searchBody = JSON.stringify({ requests: [{ indexName: "strapiDocsv5beta", params: "query=api%20token&hitsPerPage=20" }] });
const requests = [
  { method: "GET", path: "/dev-docs/cli" },
  { method: "GET", path: "/user-docs/content-manager/writing-content" },
  { method: "GET", path: "/cloud/intro" },
  { method: "GET", path: "/dev-docs/configurations/database.data" },
  { method: "GET", path: "/user-docs/media-library.data" },
  { method: "GET", path: "/search?q=webhooks" },
  { method: "POST", path: "/1/indexes/*/queries?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only", headers: { "content-type": "application/json" }, body: searchBody },
  { method: "GET", path: "/no/such/page" },
  { method: "GET", path: "/dev-docs/intro.html" },
] as const;
/** What a request of the mix should answer: anything else counts as an error. */
const expected = (path: string) => (path === "/no/such/page" ? 404 : path.endsWith(".html") ? 301 : 200);

await withServer(port, async (origin, pid) => {
  // Warm up: the first search loads the index.
  for (const request of requests) await fetch(origin + request.path, { method: request.method, headers: "headers" in request ? request.headers : undefined, body: "body" in request ? request.body : undefined, redirect: "manual" });
  const before = memoryMb(pid);
  let unexpected = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      ...request,
      onResponse: (status: number) => {
        if (status !== expected(request.path)) unexpected++;
      },
    })),
  });
  const after = memoryMb(pid);
  const report = {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + unexpected,
    detail: { socketErrors: result.errors, timeouts: result.timeouts, unexpectedStatus: unexpected, "5xx": result["5xx"] },
    memoryMb: { before, after },
  };
  console.log(JSON.stringify(report, null, 2));
  writeFileSync(resolve(root, "bench/results-load.json"), JSON.stringify(report, null, 2));
  if (report.errors > 0) process.exitCode = 1;
});
