// `npm run bench:ci -- [--ci] [--beside-build] [--port N]`: the README's test command (`.ci/run`) in a
// clean clone of HEAD, timed by phase, and appends one row to bench/ci-runs.md. `--ci` sets CI=true;
// `--beside-build` runs `npm run build` in a loop in a second clean clone for the whole run: the
// second CPU-heavy process issue 36 asks the suite to pass beside. The clones live under the
// system's temporary folder and are removed at the end; the full log stays (its path is printed).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";

const root = resolve(import.meta.dirname, "..");
const RECORD = join(root, "bench/ci-runs.md");
const PHASES = ["typecheck", "lint", "format:check", "build", "test:unit", "test:e2e"] as const;
/** npm's banner before a script runs: "> name@version script". */
const NPM_BANNER = /^> \S+@\S+ (\S+)$/;

const args = process.argv.slice(2);
const ci = args.includes("--ci");
const besideBuild = args.includes("--beside-build");
const portAt = args.indexOf("--port");
const port = portAt >= 0 ? Number(args[portAt + 1]) : 8805;
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const work = mkdtempSync(join(tmpdir(), "clean-clone-"));
/**
 * The environment of a fresh shell: without `npm run`'s PATH entries into this checkout and its `npm_*`
 * variables (`npm run -s` would silence the clone's script banners, by which the phases are timed), and
 * CI only with --ci.
 */
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "CI" && !name.startsWith("npm_")));
const env = {
  ...inherited,
  PATH: (process.env.PATH ?? "")
    .split(":")
    .filter((dir) => !dir.startsWith(root))
    .join(":"),
  ...(ci ? { CI: "true" } : {}),
};

function cloneHead(name: string): string {
  const dir = join(work, name);
  execFileSync("git", ["clone", "-q", root, dir]);
  execFileSync("git", ["checkout", "-q", commit], { cwd: dir });
  return dir;
}

/** Ends a process started with `detached: true` and everything it started. */
function stopGroup(child: ChildProcess) {
  try {
    process.kill(-(child.pid as number), "SIGTERM");
  } catch {
    // already gone
  }
}

let buildsBeside = 0;
const beside = besideBuild
  ? spawn("bash", ["-c", "npm ci >/dev/null 2>&1 && while :; do npm run build >/dev/null 2>&1; echo $?; done"], {
      cwd: cloneHead("beside"),
      env,
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
    })
  : undefined;
beside?.stdout?.on(
  "data",
  (chunk: Buffer) =>
    (buildsBeside += chunk
      .toString()
      .split("\n")
      .filter((line) => line === "0").length),
);

const logFile = join(work, "run.log");
const log = createWriteStream(logFile);
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const phaseStart = new Map<string, number>();
const e2e = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const loads: number[] = [];
const sampler = setInterval(() => loads.push(loadavg()[0] ?? 0), 10_000);

const run = spawn("bash", [".ci/run"], {
  cwd: cloneHead("run"),
  env: { ...env, PORT: String(port) },
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [run.stdout, run.stderr])
  createInterface({ input: stream }).on("line", (line) => {
    log.write(`[${elapsed().toFixed(0).padStart(5)} s] ${line}\n`);
    const phase = NPM_BANNER.exec(line)?.[1];
    if (phase && (PHASES as readonly string[]).includes(phase) && !phaseStart.has(phase)) phaseStart.set(phase, elapsed());
    // Playwright's summary, "  881 passed (23.4m)".
    const count = /^\s+(\d+) (passed|failed|skipped|flaky)\b/.exec(line);
    if (count && phaseStart.has("test:e2e")) e2e[count[2] as keyof typeof e2e] = Number(count[1]);
  });
const status: number = await new Promise((done) => run.on("close", (code) => done(code ?? 1)));
const total = elapsed();
clearInterval(sampler);
if (beside) stopGroup(beside);
log.end();

const minutes = (seconds: number | undefined) => (seconds === undefined ? "—" : (seconds / 60).toFixed(1));
const starts = ["npm ci", ...PHASES].map((phase) => (phase === "npm ci" ? 0 : phaseStart.get(phase)));
const span = (from: number, to: number) => (starts[from] === undefined ? undefined : (starts[to] ?? total) - (starts[from] as number));
const meanLoad = loads.length ? loads.reduce((sum, load) => sum + load, 0) / loads.length : 0;

appendFileSync(
  RECORD,
  `| ${new Date().toISOString().slice(0, 16).replace("T", " ")} | ${commit} | ${ci ? "true" : "unset"} | ${besideBuild ? `build loop (${buildsBeside} builds)` : "nothing"} | ${status === 0 ? "green" : `**red** (exit ${status})`} | ${e2e.passed} / ${e2e.failed} / ${e2e.skipped}${e2e.flaky ? ` (${e2e.flaky} flaky)` : ""} | ${minutes(span(0, 1))} | ${minutes(span(1, 4))} | ${minutes(span(4, 5))} | ${minutes(span(5, 6))} | ${minutes(span(6, 7))} | ${minutes(total)} | ${meanLoad.toFixed(1)} |\n`,
);
console.log(`${status === 0 ? "green" : "red"} in ${minutes(total)} min; log: ${logFile}; row added to bench/ci-runs.md`);
rmSync(join(work, "run"), { recursive: true, force: true });
rmSync(join(work, "beside"), { recursive: true, force: true });
process.exit(status);
