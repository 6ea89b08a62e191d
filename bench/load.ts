// `npm run bench:load`: a bounded load and soak test against `wrangler dev` on loopback. It serves
// the built site (run `npm run build` first) and runs two phases:
// - bursts: for each non-GET request kind (search API POST, Ask AI POST, PATCH/PUT/DELETE/TRACE on a
//   page), BURST_ROUNDS (10) rounds of BURST_SIZE (40) requests at once;
// - soak: a mix of doc pages, route data, search pages, the search API, odd methods and unknown paths
//   from LOAD_CONNECTIONS connections (50) for LOAD_SECONDS (60).
// Any status other than the one our worker gives (a 5xx above all) counts as an error. It reports
// requests/s, p50/p99 latency, errors and the worker's memory before and after. A first phase,
// STATIC_SECONDS (20) of GETs on one bundle, which the assets answer without running our worker,
// shows how much of workerd's memory growth is `wrangler dev`'s own asset serving.
import autocannon from "autocannon";
import { readdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { memoryMb, withServer } from "./serve";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.LOAD_PORT ?? 8797);
const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 60), 600);
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 50), 200);
const burstSize = Math.min(Number(process.env.BURST_SIZE ?? 40), 200);
const burstRounds = Math.min(Number(process.env.BURST_ROUNDS ?? 10), 100);
const staticSeconds = Math.min(Number(process.env.STATIC_SECONDS ?? 20), 600);
/** A built bundle: `/assets/*` is outside `run_worker_first` (wrangler.toml). */
const staticAsset = `/assets/${readdirSync(resolve(root, "build/client/assets")).find((name) => name.endsWith(".js"))}`;

interface LoadRequest {
  method: NonNullable<autocannon.Request["method"]>;
  path: string;
  expect: number;
  headers?: Record<string, string>;
  body?: string;
}

const searchApi: LoadRequest = {
  method: "POST",
  path: "/1/indexes/*/queries?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ requests: [{ indexName: "strapiDocsv5beta", params: "query=api%20token&hitsPerPage=20" }] }),
  expect: 200,
};
const askApi: LoadRequest = {
  method: "POST",
  path: "/api/ask",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ question: "How do I create an API token?" }),
  expect: 200,
};
const page = "/user-docs/content-manager/writing-content";

/** The non-GET kinds sent in bursts. */
const bursts: Record<string, LoadRequest> = {
  "search API POST": searchApi,
  "Ask AI POST": askApi,
  "PATCH page": { method: "PATCH", path: page, body: "{}", expect: 405 },
  "PUT page": { method: "PUT", path: page, body: "{}", expect: 405 },
  "DELETE page": { method: "DELETE", path: "/cloud/intro", expect: 405 },
  "TRACE page": { method: "TRACE", path: "/dev-docs/cli", expect: 405 },
};

const soak: LoadRequest[] = [
  { method: "GET", path: "/dev-docs/cli", expect: 200 },
  { method: "GET", path: "/user-docs/content-manager/writing-content", expect: 200 },
  { method: "GET", path: "/cloud/intro", expect: 200 },
  { method: "GET", path: "/dev-docs/configurations/database.data", expect: 200 },
  { method: "GET", path: "/user-docs/media-library.data", expect: 200 },
  { method: "GET", path: "/search?q=webhooks", expect: 200 },
  searchApi,
  { method: "PATCH", path: "/dev-docs/intro", body: "{}", expect: 405 },
  { method: "GET", path: "/no/such/page", expect: 404 },
  { method: "GET", path: "/dev-docs/intro.html", expect: 301 },
];

/** Counts the statuses autocannon sees and those that were not the expected one. */
function statusTally() {
  const statuses: Record<string, number> = {};
  let unexpected = 0;
  return {
    statuses,
    unexpected: () => unexpected,
    track: (request: LoadRequest) => (status: number) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== request.expect) unexpected++;
    },
  };
}

// Each Ask AI request comes from its own client, so the per-client rate limit (10 a minute) is never
// reached: the burst measures the server, not the limiter.
let askClient = 0;
const asAnotherClient = (request: autocannon.Request): autocannon.Request => ({
  ...request,
  headers: { ...request.headers, "cf-connecting-ip": `10.0.${(askClient >> 8) & 255}.${askClient++ & 255}` },
});

async function burst(origin: string, name: string, request: LoadRequest) {
  const tally = statusTally();
  const result = await autocannon({
    url: origin,
    connections: burstSize,
    amount: burstSize * burstRounds,
    timeout: 30,
    requests: [{ ...request, onResponse: tally.track(request), ...(request === askApi ? { setupRequest: asAnotherClient } : {}) }],
  });
  return {
    name,
    requests: result.requests.total,
    statuses: tally.statuses,
    "5xx": result["5xx"],
    errors: result.errors + result.timeouts + tally.unexpected(),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}

await withServer(port, async (origin, pid) => {
  // Warm up: the first search loads the index.
  await fetch(origin + searchApi.path, { method: "POST", headers: searchApi.headers, body: searchApi.body });
  const before = memoryMb(pid);

  const assets = await autocannon({ url: origin, connections, duration: staticSeconds, requests: [{ method: "GET", path: staticAsset }] });
  const afterStaticAssets = memoryMb(pid);

  const burstResults = [];
  for (const [name, request] of Object.entries(bursts)) burstResults.push(await burst(origin, name, request));

  const tally = statusTally();
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: soak.map((request) => ({ ...request, onResponse: tally.track(request) })),
  });
  const after = memoryMb(pid);
  const soakErrors = result.errors + result.timeouts + tally.unexpected();
  const report = {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: soakErrors + burstResults.reduce((sum, b) => sum + b.errors, 0) + assets.errors + assets.timeouts + assets.non2xx,
    detail: { socketErrors: result.errors, timeouts: result.timeouts, unexpectedStatus: tally.unexpected(), statuses: tally.statuses, "5xx": result["5xx"] },
    bursts: { size: burstSize, rounds: burstRounds, results: burstResults },
    staticAssets: { path: staticAsset, requests: assets.requests.total, non2xx: assets.non2xx, errors: assets.errors + assets.timeouts },
    memoryMb: { before, afterStaticAssets, after },
  };
  console.log(JSON.stringify(report, null, 2));
  writeFileSync(resolve(root, "bench/results-load.json"), JSON.stringify(report, null, 2));
  if (report.errors > 0) process.exitCode = 1;
});
