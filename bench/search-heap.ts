// Run by the benchmarks as `node --expose-gc --import tsx bench/search-heap.ts <assets dir>`: in a
// fresh process (a cold isolate), the worker's own loading code answers one query, then 100
// varied ones; prints the time to the first answer and the heap search holds afterwards.
import { DEFAULT_HITS_PER_PAGE, runQuery } from "../search/query";
import { loadEngine } from "../workers/search-engine";
import { diskAssets, variedQueries } from "./search-assets";

const dir = process.argv[2];
const gc = (globalThis as { gc?: () => void }).gc;
if (!dir || !gc) throw new Error("usage: node --expose-gc --import tsx bench/search-heap.ts <assets dir>");
const queries = variedQueries(dir, 100);
const params = { hitsPerPage: DEFAULT_HITS_PER_PAGE, attributesToSnippet: ["content:10"], highlightPreTag: "<mark>", highlightPostTag: "</mark>" };
const held = () => {
  gc();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

const assets = diskAssets(dir);
const before = held();
const started = performance.now();
await runQuery(await loadEngine(assets, "http://localhost"), { query: "api token", ...params });
const firstAnswerMs = performance.now() - started;
const firstQueryBytes = assets.bytesRead;
const engine = await loadEngine(assets, "http://localhost");
const times: number[] = [];
for (const query of queries) {
  const queryStarted = performance.now();
  await runQuery(engine, { query, ...params });
  times.push(performance.now() - queryStarted);
}
const heapBytes = held() - before;
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    firstAnswerMs: Math.round(firstAnswerMs),
    firstQueryBytes,
    heapAfter100QueriesMB: Math.round((heapBytes / 1024 / 1024) * 10) / 10,
    bytesReadBy100Queries: assets.bytesRead - firstQueryBytes,
    variedQueryMs: { p50: Math.round(times[50] * 10) / 10, p95: Math.round(times[95] * 10) / 10, max: Math.round((times.at(-1) ?? 0) * 10) / 10 },
  }),
);
