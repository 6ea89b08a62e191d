// `npm run bench`: every measurement in one table. Runs the build bench (cold/warm build, peak
// memory, the stress set at 300, 1,000 and 3,000 pages), the search bench, page weight per page type, Lighthouse 12.8
// and 13.5 (mobile, median of 3 runs on three pages each), the load test and Ask AI's answer time in the worker, then
// writes bench/results.json and bench/results.md. BENCH_SKIP=build,load,lighthouse,ask reuses or leaves out the slow parts.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "../core/build-manifest";
import { htmlStats } from "./html-stats";
import { htmlWeight, servedPageWeight, type PageWeight } from "./page-weight";

const root = resolve(import.meta.dirname, "..");
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const port = 8796;
const origin = `http://127.0.0.1:${port}`;
/** Issue 34 asks for both: scores move between Lighthouse versions. */
const LIGHTHOUSE_VERSIONS = ["12.8.0", "13.5.0"];
const LIGHTHOUSE_PAGES = ["/dev-docs/api/rest", "/user-docs/content-manager/writing-content", "/cloud/intro"];
const PAGE_TYPES: [string, string][] = [
  ["home", "/"],
  ["doc page, developer docs", "/dev-docs/api/rest"],
  ["doc page, user docs", "/user-docs/content-manager/writing-content"],
  ["doc page, cloud docs", "/cloud/intro"],
  ["tag page", "/tags/strapi-cloud"],
  ["search page", "/search?q=api%20token"],
];
/** The original Docusaurus site, measured on the same machine (../shared/design/stack-notes.md). */
const ORIGINAL = {
  coldSeconds: 140,
  warmSeconds: 43,
  peakMb: 2900,
  docJsGzipKb: 435,
  docCssGzipKb: 38,
  performance: "50–67",
  lcp: "5.5–13 s",
  tbt: "220–530 ms",
};

const tsx = (script: string) => execFileSync("npx", ["tsx", script], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!skip.has("build") || !existsSync(join(root, "bench/results-build.json"))) tsx("bench/build.ts");
tsx("bench/search.ts");
const build = readJson("bench/results-build.json");
const search = readJson("bench/results-search.json");

async function withServer<T>(work: () => Promise<T>): Promise<T> {
  const server = spawn("npm", ["run", "-s", "serve"], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: "ignore", detached: true });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(origin + "/")).ok) break;
      } catch {
        if (i > 120) throw new Error("wrangler dev did not start");
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    return await work();
  } finally {
    process.kill(-(server.pid as number), "SIGTERM");
  }
}

/** The status of a page. `wrangler dev` may close a kept-alive connection between requests: one retry. */
async function statusOf(url: string): Promise<number> {
  const get = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  };
  return get().catch(get);
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The machine's one-minute load average when the run ended: simulated throttling scales the CPU time it observes. */
  load: number;
}

function lighthouse(version: string, url: string): LighthouseRun {
  const flags =
    "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
  const out = execFileSync(
    "npx",
    [
      "-y",
      `lighthouse@${version}`,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${flags}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" },
  );
  const report = JSON.parse(out);
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(report.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(report.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue),
    cls: Math.round(report.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    load: Math.round(loadavg()[0] * 10) / 10,
  };
}

const served = await withServer(async () => {
  const weights: (PageWeight & { type: string })[] = [];
  for (const [type, route] of PAGE_TYPES) {
    if ((await statusOf(origin + route)) === 200) weights.push({ type, ...(await servedPageWeight(origin, route)) });
  }
  const lighthouseResults: Record<string, LighthouseRun> = {};
  if (!skip.has("lighthouse")) {
    for (const version of LIGHTHOUSE_VERSIONS)
      for (const page of LIGHTHOUSE_PAGES) {
        // A page not written yet (content/planned.ts) answers 404: it is left out of the table.
        if ((await statusOf(origin + page)) !== 200) {
          console.warn(`Lighthouse: ${page} is not a page yet, skipped`);
          continue;
        }
        const runs = [0, 1, 2].map(() => lighthouse(version, origin + page));
        lighthouseResults[`${version} ${page}`] = Object.fromEntries(
          (Object.keys(runs[0]) as (keyof LighthouseRun)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
        ) as unknown as LighthouseRun;
      }
  }
  return { weights, lighthouse: lighthouseResults };
});

if (!skip.has("load")) tsx("bench/load.ts");
const load = existsSync(join(root, "bench/results-load.json")) && !skip.has("load") ? readJson("bench/results-load.json") : undefined;
if (!skip.has("ask")) tsx("bench/ask-worker.ts");
const askWorker = existsSync(join(root, "bench/results-ask-worker.json")) && !skip.has("ask") ? readJson("bench/results-ask-worker.json") : undefined;

// Every prerendered doc page of the last build (the real content: bench/build.ts leaves it built).
const docRoutes = (readJson(BUILD_MANIFEST_FILE) as BuildManifest).routes.filter((route) => /^\/(dev-docs|user-docs|cloud)\//.test(route));
const docHtml = htmlStats(docRoutes.map(htmlWeight));

const results = {
  measuredAt: new Date().toISOString(),
  build,
  search,
  pageWeights: served.weights,
  docHtml,
  lighthouse: served.lighthouse,
  load,
  askWorker,
  original: ORIGINAL,
};
writeFileSync(join(root, "bench/results.json"), JSON.stringify(results, null, 2) + "\n");

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
interface StressRow {
  pages: number;
  coldSeconds: number;
  peakMb: number;
  largestAsset: { bytes: number };
  searchBytes: { bytes: number; files: number };
  searchHeapAfter100QueriesMB: number;
}
const rows: string[] = [
  "| measure | this site | original |",
  "|---|---|---|",
  `| build, cold / warm (${build.realContent.pages} routes) | ${build.realContent.coldSeconds} s / ${build.realContent.warmSeconds} s | ${ORIGINAL.coldSeconds} s / ${ORIGINAL.warmSeconds} s |`,
  `| build peak memory | ${build.realContent.peakMb} MB | ${ORIGINAL.peakMb} MB |`,
  ...(build.stress as StressRow[]).map(
    (row) =>
      `| ${row.pages}-page stress set, cold: time, peak memory; largest asset; search bytes; search heap after 100 queries | ${row.coldSeconds} s, ${row.peakMb} MB; ${kB(row.largestAsset.bytes)} kB; ${kB(row.searchBytes.bytes)} kB (${row.searchBytes.files} files); ${row.searchHeapAfter100QueriesMB} MB | — |`,
  ),
  ...served.weights.map(
    (w) =>
      `| ${w.type} \`${w.route}\`: HTML / JS / CSS gzip (CSS: inlined + linked) | ${kB(w.htmlGzip)} / ${kB(w.jsGzip)} / ${kB(w.inlineCssGzip)} + ${kB(w.cssGzip)} kB | ${w.type.startsWith("doc page") ? `— / ~${ORIGINAL.docJsGzipKb} / ${ORIGINAL.docCssGzipKb} kB` : "—"} |`,
  ),
  `| doc pages' HTML gzip (${docHtml.pages} pages): median / p90 / max | ${kB(docHtml.median.htmlGzip)} / ${kB(docHtml.p90.htmlGzip)} / ${kB(docHtml.max.htmlGzip)} kB (max: \`${docHtml.max.route}\`) | — |`,
  `| inline \`<script>\` share of a doc page's HTML (uncompressed), median over the doc pages | ${percent(docHtml.inlineScriptShare)} | — |`,
  `| the ${docHtml.largest.length} largest doc pages, HTML gzip | ${docHtml.largest.map((page) => `\`${page.route}\` ${kB(page.htmlGzip)} kB`).join("; ")} | — |`,
  ...Object.entries(served.lighthouse).map(([key, r]) => {
    const [version, page] = key.split(" ");
    return `| Lighthouse ${version} mobile \`${page}\` (median of 3; load ${r.load}): performance / accessibility / best practices / SEO; FCP; LCP; TBT; CLS | ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}; ${(r.fcpMs / 1000).toFixed(2)} s; ${(r.lcpMs / 1000).toFixed(2)} s; ${r.tbtMs} ms; ${r.cls} | ${ORIGINAL.performance} / — / — / —; —; ${ORIGINAL.lcp}; ${ORIGINAL.tbt}; — |`;
  }),
  ...(load
    ? [
        `| load, ${load.connections} connections × ${load.seconds} s (wrangler dev) | ${load.requestsPerSecond} req/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ${load.errors} errors in all; memory ${load.memoryMb.before.total} → ${load.memoryMb.after.total} MB (workerd ${load.memoryMb.before.workerd} → ${load.memoryMb.afterStaticAssets.workerd} MB after ${load.staticAssets.requests} GETs of one bundle, which never reach the worker) | — |`,
        `| non-GET bursts, ${load.bursts.size} at once × ${load.bursts.rounds} (wrangler dev) | ${load.bursts.results.map((b: { name: string; "5xx": number; errors: number }) => `${b.name}: ${b["5xx"]} 5xx, ${b.errors} errors`).join("; ")} | — |`,
      ]
    : []),
  ...(askWorker
    ? [
        `| Ask AI in the worker (wrangler dev, ${askWorker.questions} tuning questions, warm): median round trip; a refused request's; the answer's share | ${askWorker.answeredMs} ms; ${askWorker.refusedMs} ms; ${askWorker.answerMs} ms | — |`,
      ]
    : []),
  `| search: recall@5 / MRR (${search.queries} queries); warm latency p50 / p95; first answer (cold); heap after 100 queries | ${search.recallAt5} / ${search.mrr}; ${search.latencyMs.p50} / ${search.latencyMs.p95} ms; ${search.cold.firstAnswerMs} ms; ${search.cold.heapAfter100QueriesMB} MB | — |`,
];
const footer =
  "\nClean-clone runs of `npm ci && npm test` (per phase, with what ran beside them) are in [ci-runs.md](ci-runs.md), written by `npm run bench:ci`.\n";
// What sessions measured by other commands, typed under the table from "Measured in session" on, stays as it is.
const resultsFile = join(root, "bench/results.md");
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
const typed = previous.indexOf("\nMeasured in session");
writeFileSync(resultsFile, rows.join("\n") + "\n" + footer + (typed >= 0 ? previous.slice(typed) : ""));
console.log(rows.join("\n"));
