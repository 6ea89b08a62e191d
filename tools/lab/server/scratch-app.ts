// Scratch copies of the lab for the server-side harness. A template is made once per run: the lab's
// compiled project (dist/, without the admin build, which is linked), its modules (linked), the
// fixture models of the developer docs (fixture/api and fixture/components: the bookshop, the
// learning platform and the online shop of the API pages), and a database
// seeded with the lab's seed and the fixture's data (fixture/data.json). Each job gets a copy of the
// template, writes its block into dist/ (a local plugin's files into src/plugins/, see local-plugin.ts),
// and runs tools/lab/server/runner.cjs in its own process.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { credentials, labEnv, LAB_DIR, LAB_NODE } from "../../../lab/scripts/lab.mjs";
import { completePlugin, installPlugin, pluginDeclarations, pluginOf } from "./local-plugin";

const HERE = import.meta.dirname;
const FIXTURE = join(HERE, "fixture");
const RUNNER = join(HERE, "runner.cjs");
const WORK = join(LAB_DIR, ".tmp", "server");
// One template per run: several runs (several writers at work) must not rebuild each other's template.
const TEMPLATE = join(WORK, `template-${process.pid}`);
process.on("exit", () => rmSync(TEMPLATE, { recursive: true, force: true }));
const JOB_TIMEOUT_MS = 180_000;

export interface Job {
  /** Project files to write before Strapi loads: path in the project (`src/…`, `config/…`) and CommonJS code. */
  files: { path: string; code: string }[];
  scripts: { key: string; body: string }[];
  probes: { method: string; path: string; status: number; auth: "token" | "public" }[];
  /** Local plugins to assemble in src/plugins/ (tools/lab/server/local-plugin.ts). */
  plugins?: string[];
}

export interface JobReport {
  started: boolean;
  error?: string;
  scripts: { key: string; ok: boolean; value?: unknown; error?: string }[];
  probes: { method: string; path: string; status: number; actual: number; body: string }[];
  /** The end of the process's output, when it did not start. */
  log?: string;
}

/**
 * A Strapi project file's place in the compiled project: `src/a/b.ts` → `dist/src/a/b.js`; a local
 * plugin's file stays in the plugin's folder, which Strapi loads from its `resolve` path.
 */
export function compiledPath(projectPath: string): string {
  const path = projectPath.replace(/^\.\//, "").replace(/\.ts$/, ".js");
  return pluginOf(path) ? path : join("dist", path);
}

function copyProject(target: string) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, "dist"), { recursive: true });
  // No tsconfig.json: Strapi would compile src/ again; it loads the compiled dist/ it is given.
  for (const file of ["package.json", "credentials.json", "favicon.ico"]) cpSync(join(LAB_DIR, file), join(target, file));
  cpSync(join(LAB_DIR, "dist", "config"), join(target, "dist", "config"), { recursive: true });
  cpSync(join(LAB_DIR, "dist", "src"), join(target, "dist", "src"), { recursive: true });
  symlinkSync(join(LAB_DIR, "dist", "build"), join(target, "dist", "build"));
  symlinkSync(join(LAB_DIR, "node_modules"), join(target, "node_modules"));
  mkdirSync(join(target, "public", "uploads"), { recursive: true });
  mkdirSync(join(target, ".tmp"), { recursive: true });
}

let portCounter = 0;
/** Ports for jobs' servers: 50 from 1400 up per run, by process id so that two runs rarely share them; one per job (jobs run a few at a time). */
const nextPort = () => 1400 + (process.pid % 10) * 50 + (portCounter++ % 50);

function runJob(appDir: string, job: Job & { seed?: unknown }, extraEnv: Record<string, string> = {}): Promise<JobReport> {
  const port = nextPort();
  const jobFile = join(appDir, ".tmp", "job.json");
  const out = join(appDir, ".tmp", "report.json");
  writeFileSync(jobFile, JSON.stringify({ ...job, appDir, port, token: credentials().apiTokens.fullAccess.accessKey, out }));
  const env = labEnv({
    HOST: "127.0.0.1",
    PORT: String(port),
    NODE_ENV: "development",
    DATABASE_CLIENT: "sqlite",
    DATABASE_FILENAME: ".tmp/data.db",
    // The lab's own secrets, for blocks that replace a config file and read them from the environment.
    APP_KEYS: "lab-app-key-1,lab-app-key-2",
    API_TOKEN_SALT: "lab-api-token-salt",
    ADMIN_JWT_SECRET: "lab-admin-jwt-secret",
    TRANSFER_TOKEN_SALT: "lab-transfer-token-salt",
    JWT_SECRET: "lab-users-permissions-jwt-secret",
    ...extraEnv,
  });
  return new Promise((resolve) => {
    const child = spawn(LAB_NODE, [RUNNER, jobFile], { cwd: appDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), JOB_TIMEOUT_MS);
    child.on("exit", () => {
      clearTimeout(timer);
      const report: JobReport = existsSync(out)
        ? (JSON.parse(readFileSync(out, "utf8")) as JobReport)
        : { started: false, error: `the job ended without a report (killed after ${JOB_TIMEOUT_MS / 1000} s, or crashed)`, scripts: [], probes: [] };
      if (!report.started || report.error) report.log = log;
      resolve(report);
    });
  });
}

/** Makes the template: the lab's project, the fixture model and a seeded database. */
export async function makeTemplate(log: (message: string) => void): Promise<void> {
  if (!existsSync(join(LAB_DIR, "dist", "src")) || !existsSync(join(LAB_DIR, "node_modules"))) {
    throw new Error("the lab is not built: run `npm run lab:start -- --background` once (it installs and builds it)");
  }
  copyProject(TEMPLATE);
  cpSync(join(FIXTURE, "api"), join(TEMPLATE, "dist", "src", "api"), { recursive: true });
  // The fixture models' components, over the lab's: shared/seo.json is the lab's SEO component plus a shareImage media field.
  cpSync(join(FIXTURE, "components"), join(TEMPLATE, "dist", "src", "components"), { recursive: true });
  log("seeding the template (the lab's seed and the bookshop fixture)");
  const seed = JSON.parse(readFileSync(join(FIXTURE, "data.json"), "utf8")) as unknown;
  const report = await runJob(TEMPLATE, { files: [], scripts: [], probes: [], seed }, { LAB_SEED: "1", LAB_PUBLIC_DIR: join(TEMPLATE, "public") });
  if (!report.started || report.error) throw new Error(`the template did not start:\n${report.error ?? ""}\n${report.log ?? ""}`);
}

/** Runs a job in a fresh copy of the template. */
export async function runInScratch(name: string, job: Job): Promise<JobReport> {
  // The process id keeps two runs of the same block (two writers at work) out of each other's copy.
  const dir = join(WORK, `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(TEMPLATE, dir, { recursive: true, verbatimSymlinks: true });
  const plugins = job.plugins ?? [];
  for (const name of plugins) installPlugin(dir, name);
  for (const file of job.files) {
    const target = join(dir, compiledPath(file.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.code);
  }
  for (const name of plugins) completePlugin(dir, name);
  if (plugins.length && !job.files.some((file) => /^(?:\.\/)?config\/plugins\.[jt]s$/.test(file.path))) {
    writeFileSync(join(dir, "dist", "config", "plugins.js"), pluginDeclarations(plugins));
  }
  try {
    return await runJob(dir, job, { LAB_PUBLIC_DIR: join(dir, "public") });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
