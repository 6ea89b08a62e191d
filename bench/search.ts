// `npm run bench:search`: relevance (recall@5, MRR) and warm latency (p50/p95) of the worker's
// search engine on our own query set; in a fresh process, the first answer from a cold isolate
// and the heap after 100 varied queries; the index's files. Needs `npm run build:content` first.
// `-- --serve` (after `npm run build`) also measures under `wrangler dev`: the first answer and
// how much 100 search API queries raise the memory of the worker runtime (workerd).
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEngine } from "../workers/search-engine";
import { runQuery } from "../search/query";
import { coldSearch, diskAssets, searchFiles } from "./search-assets";
import { measureServedSearch } from "./search-serve";

const root = resolve(import.meta.dirname, "..");
const publicDir = join(root, "public");
const queries = JSON.parse(readFileSync(join(root, "bench/search-queries.json"), "utf8")) as [string, string][];

const cold = coldSearch(publicDir);
const engine = await loadEngine(diskAssets(publicDir), "http://localhost");
const params = { hitsPerPage: 20, attributesToSnippet: ["content:10"], highlightPreTag: "<mark>", highlightPostTag: "</mark>" };
for (const [query] of queries) await runQuery(engine, { query, ...params }); // warm up

let found = 0;
let reciprocal = 0;
const times: number[] = [];
const misses: string[] = [];
for (let round = 0; round < 5; round++) {
  for (const [query, expected] of queries) {
    const started = performance.now();
    const result = await runQuery(engine, { query, ...params });
    times.push(performance.now() - started);
    if (round > 0) continue;
    const pages = [...new Set(result.hits.map((hit) => hit.url_without_anchor))];
    const rank = pages.indexOf(expected) + 1;
    if (rank >= 1 && rank <= 5) found++;
    else misses.push(`${query} → expected ${expected}, got ${pages.slice(0, 3).join(", ")}`);
    if (rank >= 1) reciprocal += 1 / rank;
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] * 100) / 100;
const results = {
  queries: queries.length,
  recallAt5: Math.round((found / queries.length) * 1000) / 1000,
  mrr: Math.round((reciprocal / queries.length) * 1000) / 1000,
  latencyMs: { p50: pct(0.5), p95: pct(0.95), max: pct(1) },
  cold,
  index: searchFiles(publicDir),
  ...(process.argv.includes("--serve") ? { served: await measureServedSearch(join(root, "build/client")) } : {}),
  misses,
};
writeFileSync(join(root, "bench/results-search.json"), JSON.stringify(results, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
