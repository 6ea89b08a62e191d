// `npm run bench:build`: cold and warm build time and peak memory of the real content, bytes a
// page type loads, the worker's upload size; then how the build grows with the generated stress
// set at 300, 1,000 and 3,000 pages: cold build time, peak memory, the largest asset, the search
// index's bytes and the search heap after 100 queries (the worker's own loading code).
import { execSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "../core/build-manifest";
import { gz, pageWeight } from "./page-weight";
import { coldSearch, searchFiles } from "./search-assets";
import { writeStressContent } from "./stress-content";

const root = resolve(import.meta.dirname, "..");
const run = (command: string, env: Record<string, string> = {}) =>
  execSync(command, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const readManifest = () => JSON.parse(readFileSync(join(root, BUILD_MANIFEST_FILE), "utf8")) as BuildManifest;
const STRESS_PAGES = (process.env.BENCH_STRESS_PAGES ?? "300,1000,3000").split(",").map(Number);

/** One `npm run build` under GNU time: wall seconds and the peak RSS of its largest process. */
function timedBuild(label: string, env: Record<string, string> = {}, cold = true) {
  if (cold) {
    rmSync(join(root, "build"), { recursive: true, force: true });
    rmSync(join(root, "node_modules/.vite"), { recursive: true, force: true });
  }
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-v", "npm", "run", "-s", "build"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr.slice(-2000)}`);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { label, seconds: Math.round((performance.now() - started) / 100) / 10, peakMb: Math.round(peakKb / 1024) };
}

/** The largest file under build/client: what comes closest to Workers' 25 MiB per asset. */
function largestAsset() {
  const dir = join(root, "build/client");
  let largest = { file: "", bytes: 0 };
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const bytes = statSync(join(dir, name)).size;
    if (bytes > largest.bytes) largest = { file: name, bytes };
  }
  return largest;
}

const results: Record<string, unknown> = {};
const cold = timedBuild("real content, cold");
const warm = timedBuild("real content, warm", {}, false);
results.realContent = {
  coldSeconds: cold.seconds,
  warmSeconds: warm.seconds,
  peakMb: Math.max(cold.peakMb, warm.peakMb),
  pages: readManifest().routes.length,
};
results.pageWeights = ["/", "/dev-docs/intro", "/user-docs/content-manager/writing-content", "/cloud/intro", "/tags/strapi-cloud"].map(pageWeight);

// Chunks loaded only on demand: the search modal, Ask AI, and the interactive content blocks.
const LAZY =
  /^(SearchModal|AskDialog|LiveCode|MermaidDiagram|QueryBuilder|ProjectTree|SiteStatus|MobileMenuPanel|NotFound|medium-zoom\.esm|nprogress)-.*\.(js|css)$/;
results.lazyChunksGzip = Object.fromEntries(
  readdirSync(join(root, "build/client/assets"))
    .filter((name) => LAZY.test(name))
    .map((name) => [name.replace(/-[\w-]{8}\./, "."), gz(join(root, "build/client/assets", name))]),
);

const dryRun = mkdtempSync(join(tmpdir(), "worker-"));
const upload = run(`npx wrangler deploy --dry-run --outdir ${dryRun} 2>&1`, { WRANGLER_SEND_METRICS: "false" });
results.workerUpload = /Total Upload: ([^\n]+)/.exec(upload)?.[1] ?? upload.slice(-300);

// Growth: the stress set, one size after the other (each build is cold).
results.stress = STRESS_PAGES.map((pages) => {
  const dir = mkdtempSync(join(tmpdir(), "stress-"));
  writeStressContent(dir, pages);
  const build = timedBuild(`${pages}-page stress set, cold`, { CONTENT_DIR: dir });
  const assets = join(root, "build/client");
  const search = searchFiles(assets);
  const heap = coldSearch(assets);
  rmSync(dir, { recursive: true, force: true });
  return {
    pages,
    coldSeconds: build.seconds,
    peakMb: build.peakMb,
    largestAsset: largestAsset(),
    searchBytes: { files: search.files, bytes: search.bytes, gzip: search.gzip, head: search.headBytes, largest: search.largest },
    searchHeapAfter100QueriesMB: heap.heapAfter100QueriesMB,
    searchFirstAnswerMs: heap.firstAnswerMs,
  };
});

// Leave the real site built.
timedBuild("real content, restore", {}, false);
writeFileSync(join(root, "bench/results-build.json"), JSON.stringify(results, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
