// What the lab checks share: assertions printed as `ok - …` / `not ok - …`, the Strapi CLI run on a
// chosen database, and the admin API calls that set up a scratch lab (login, transfer tokens).
// Only Node built-ins and ../../scripts/lab.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { LAB_DIR, LAB_NODE, credentials, labEnv } from '../../scripts/lab.mjs';

export const STRAPI_BIN = path.join(LAB_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

let failures = 0;
/** CLI runs under way: a check stopped early kills them with its labs. */
const running = new Set();
const killGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** Prints one assertion line; `detail` (shown on failure) says what was seen instead. */
export function assert(claim, holds, detail = '') {
  if (holds) console.log(`ok - ${claim}`);
  else {
    failures += 1;
    console.log(`not ok - ${claim}${detail ? `\n  # ${String(detail).trim().split('\n').slice(-12).join('\n  # ')}` : ''}`);
  }
}

/** Runs `body`, stops what it registered with `cleanup` whatever happens, and sets the exit code. */
export async function runCheck(body) {
  const cleanups = [];
  const cleanup = (fn) => cleanups.push(fn);
  const stopAll = async () => {
    for (const pid of running) killGroup(pid);
    for (const fn of cleanups.reverse().splice(0)) await fn().catch((error) => console.error(`cleanup: ${error.message}`));
  };
  // The runner stops a check that runs too long with SIGTERM: stop the labs before exiting.
  process.once('SIGTERM', () => stopAll().finally(() => process.exit(1)));
  process.once('SIGINT', () => stopAll().finally(() => process.exit(1)));
  try {
    await body(cleanup);
  } catch (error) {
    assert(`the check ran to its end`, false, error.stack ?? error);
  } finally {
    await stopAll();
  }
  process.exitCode = failures === 0 ? 0 : 1;
}

/**
 * Starts labs side by side (each a function returning { stop() }), registers each started one with
 * `cleanup`, and fails if one did not start: a lab that started is stopped even when its sibling failed.
 */
export async function startLabs(cleanup, ...starters) {
  const results = await Promise.allSettled(starters.map((start) => start()));
  for (const result of results) if (result.status === 'fulfilled') cleanup(() => result.value.stop());
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => result.value);
}

/** The files of a scratch lab (lab/.tmp/scratch-PORT/), as the CLI's environment: the CLI then works on its data. */
export function scratchProjectEnv(lab) {
  const port = new URL(lab.url).port;
  return { DATABASE_FILENAME: `.tmp/scratch-${port}/data.db`, LAB_PUBLIC_DIR: `.tmp/scratch-${port}/public` };
}

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Runs `strapi ARGS` in lab/ with the lab's Node and labEnv(env); `input` is written to its stdin (then
 * closed), `wrap` is a command and its arguments to run it under (unshare…). Resolves with the exit
 * code and the output (stdout and stderr together, colours removed).
 */
export function strapiCli(args, { env = {}, input = '', wrap = [], timeoutMs = 180_000, cwd = LAB_DIR } = {}) {
  return new Promise((resolve) => {
    const [command, ...rest] = [...wrap, LAB_NODE, STRAPI_BIN, ...args];
    const child = spawn(command, rest, { cwd, env: labEnv({ FORCE_COLOR: '0', ...env }), stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    running.add(child.pid);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    const timer = setTimeout(() => {
      output += `\n[check] stopped after ${timeoutMs / 1000} s`;
      killGroup(child.pid);
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child.pid);
      resolve({ code: code ?? signal, output: output.replace(ANSI, '') });
    });
  });
}

async function adminRequest(url, method, route, { jwt, body } = {}) {
  const response = await fetch(`${url}/admin${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(jwt && { Authorization: `Bearer ${jwt}` }) },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, text };
}

/** The lab admin's JWT on the lab at `url`. */
export async function adminLogin(url) {
  const { email, password } = credentials().admin;
  const { status, json, text } = await adminRequest(url, 'POST', '/login', { body: { email, password } });
  if (status !== 200) throw new Error(`admin login on ${url} answered ${status}: ${text}`);
  return json.data.token;
}

/** Creates a transfer token with the given permissions (['push'], ['pull'] or both); returns { id, accessKey }. */
export async function createTransferToken(url, jwt, name, permissions) {
  const { status, json, text } = await adminRequest(url, 'POST', '/transfer/tokens', { jwt, body: { name, description: 'lab check', permissions, lifespan: null } });
  if (status !== 201) throw new Error(`creating transfer token ${name} answered ${status}: ${text}`);
  return { id: json.data.id, accessKey: json.data.accessKey };
}

export const deleteTransferToken = (url, jwt, id) => adminRequest(url, 'DELETE', `/transfer/tokens/${id}`, { jwt });
export { adminRequest };
