// `npm run bench:build`: cold and warm build time and peak memory (real content and a
// 600-page stress set), bytes a page type loads, and the worker's upload size.
import { execSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gz, pageWeight } from "./page-weight";
import { writeStressContent } from "./stress-content";

const root = resolve(import.meta.dirname, "..");
const run = (command: string, env: Record<string, string> = {}) => execSync(command, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** One `npm run build` under GNU time: wall seconds and the peak RSS of its largest process. */
function timedBuild(label: string, env: Record<string, string> = {}, cold = true) {
  if (cold) {
    rmSync(join(root, "build"), { recursive: true, force: true });
    rmSync(join(root, "node_modules/.vite"), { recursive: true, force: true });
  }
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-v", "npm", "run", "-s", "build"], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr.slice(-2000)}`);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { label, seconds: Math.round((performance.now() - started) / 100) / 10, peakMb: Math.round(peakKb / 1024) };
}

const results: Record<string, unknown> = {};
const cold = timedBuild("real content, cold");
const warm = timedBuild("real content, warm", {}, false);
results.realContent = { coldSeconds: cold.seconds, warmSeconds: warm.seconds, peakMb: Math.max(cold.peakMb, warm.peakMb), pages: JSON.parse(readFileSync(join(root, ".generated/manifest.json"), "utf8")).routes.length };
results.pageWeights = ["/", "/dev-docs/intro", "/user-docs/content-manager/writing-content", "/cloud/intro", "/tags/strapi-cloud"].map(pageWeight);

// HTML gzip of every doc page: the typical page and the longest references.
const docRoutes = (JSON.parse(readFileSync(join(root, ".generated/manifest.json"), "utf8")).routes as string[]).filter((route) => /^\/(dev-docs|user-docs|cloud)\//.test(route));
const htmlSizes = docRoutes.map((route) => ({ route, htmlGzip: pageWeight(route).htmlGzip })).sort((a, b) => a.htmlGzip - b.htmlGzip);
const at = (share: number) => htmlSizes[Math.min(htmlSizes.length - 1, Math.floor(htmlSizes.length * share))].htmlGzip;
results.docHtmlGzip = { pages: htmlSizes.length, median: at(0.5), p90: at(0.9), max: htmlSizes.at(-1), over25kB: htmlSizes.filter((page) => page.htmlGzip > 25_000).map((page) => page.route) };

// Chunks loaded only on demand: the search modal, Ask AI, and the interactive content blocks.
const LAZY = /^(SearchModal|AskDialog|LiveCode|MermaidDiagram|QueryBuilder|ProjectTree|SiteStatus|MobileMenuPanel|NotFound|medium-zoom\.esm|nprogress)-.*\.(js|css)$/;
results.lazyChunksGzip = Object.fromEntries(
  readdirSync(join(root, "build/client/assets"))
    .filter((name) => LAZY.test(name))
    .map((name) => [name.replace(/-[\w-]{8}\./, "."), gz(join(root, "build/client/assets", name))]),
);

const dryRun = mkdtempSync(join(tmpdir(), "worker-"));
const upload = run(`npx wrangler deploy --dry-run --outdir ${dryRun} 2>&1`, { WRANGLER_SEND_METRICS: "false" });
results.workerUpload = /Total Upload: ([^\n]+)/.exec(upload)?.[1] ?? upload.slice(-300);

const stressDir = mkdtempSync(join(tmpdir(), "stress-"));
writeStressContent(stressDir, 600);
const stressCold = timedBuild("600-page stress set, cold", { CONTENT_DIR: stressDir });
const stressWarm = timedBuild("600-page stress set, warm", { CONTENT_DIR: stressDir }, false);
results.stress600 = { coldSeconds: stressCold.seconds, warmSeconds: stressWarm.seconds, peakMb: Math.max(stressCold.peakMb, stressWarm.peakMb) };

// Leave the real site built.
timedBuild("real content, restore", {}, false);
writeFileSync(join(root, "bench/results-build.json"), JSON.stringify(results, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
