// Backs content/dev-docs/typescript/development.mdx (the `autoReload` option of createStrapi): a server
// started with createStrapi({ autoReload: true }) from a parent process with an IPC channel
// - keeps running and keeps serving the old code when a controller file changes (it watches nothing);
// - sends its parent the message "reload" when a Content-type Builder change needs a restart, and does
//   not restart itself: it still answers afterwards, as the same process.
// The edited controller is served once the server is started again, so the edit itself was valid.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LAB_NODE, labEnv } from '../scripts/lab.mjs';
import { copyLabProject } from './project-copy.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';

/** A port nothing listens on, picked by the system. */
const PORT = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const URL_BASE = `http://127.0.0.1:${PORT}`;
const MARKER = 'served by the edited controller';
const CONTROLLER = 'dist/src/api/category/controllers/category.js';
// The compiled controller, its find action replaced (the routes still need the other core actions).
const EDITED = `const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::category.category', () => ({
  async find(ctx) { ctx.body = { marker: ${JSON.stringify(MARKER)} }; },
}));
`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the copy with createStrapi({ appDir, distDir, autoReload: true }) as a child with an IPC channel. */
async function startWithAutoReload(dir) {
  const strapiPackage = path.join(dir, 'node_modules', '@strapi', 'strapi');
  const code = `require(${JSON.stringify(strapiPackage)}).createStrapi({ appDir: ${JSON.stringify(dir)}, distDir: ${JSON.stringify(path.join(dir, 'dist'))}, autoReload: true }).start();`;
  const child = spawn(LAB_NODE, ['-e', code], {
    cwd: dir,
    env: labEnv({ HOST: '127.0.0.1', PORT: String(PORT), LAB_SEED: '1', DATABASE_FILENAME: '.tmp/data.db', LAB_PUBLIC_DIR: path.join(dir, 'public') }),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  const server = { child, messages: [], output: '', exited: null };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  child.on('message', (message) => server.messages.push(message));
  child.once('exit', (code, signal) => (server.exited = code ?? signal));
  server.stop = async () => {
    if (server.exited !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    for (let i = 0; i < 100 && server.exited === null; i += 1) await sleep(100);
    if (server.exited === null) process.kill(-child.pid, 'SIGKILL');
  };
  for (let i = 0; i < 480; i += 1) {
    if (server.exited !== null) throw new Error(`Strapi exited (${server.exited}) before answering:\n${server.output}`);
    if (await fetch(`${URL_BASE}/_health`).then((response) => response.status === 204, () => false)) return server;
    await sleep(500);
  }
  await server.stop();
  throw new Error(`Strapi did not answer within 240 s:\n${server.output}`);
}

const categories = () => fetch(`${URL_BASE}/api/categories`).then((response) => response.json());

/** A Content-type Builder admin route (mounted outside /admin) with the admin's JWT. */
const builder = (jwt, method, route, body) =>
  fetch(`${URL_BASE}/content-type-builder${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: body && JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, text: await response.text() }));

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  const server = await startWithAutoReload(project.dir);
  cleanup(() => server.stop());
  assert('createStrapi({ autoReload: true }) starts and serves the project', Array.isArray((await categories()).data));

  fs.writeFileSync(path.join(project.dir, CONTROLLER), EDITED);
  // strapi develop's watcher restarts within a second or two of a change; give it far more.
  await sleep(8000);
  const afterEdit = await categories();
  assert('after a controller file changes, the process is still running (no restart, no exit)', server.exited === null, server.output);
  assert('… it still serves the old controller', Array.isArray(afterEdit.data) && afterEdit.marker === undefined, JSON.stringify(afterEdit));
  assert('… and it sent its parent no message', server.messages.length === 0, JSON.stringify(server.messages));

  const jwt = await adminLogin(URL_BASE);
  const component = { component: { category: 'checks', displayName: 'Reload probe', icon: 'cube', attributes: { label: { type: 'string' } } }, components: [] };
  const created = await builder(jwt, 'POST', '/components', component);
  assert('the Content-type Builder creates a component (a change that needs a restart)', created.status === 201, created.text);
  for (let i = 0; i < 20 && server.messages.length === 0; i += 1) await sleep(250);
  assert('… and the server sends its parent the message "reload"', server.messages.includes('reload'), JSON.stringify(server.messages));
  await sleep(3000);
  const health = await fetch(`${URL_BASE}/_health`).then((response) => response.status, () => 'no answer');
  assert('… but restarts nothing itself: the same process still answers', server.exited === null && health === 204, `exited: ${server.exited}, /_health: ${health}`);
  const loaded = await builder(jwt, 'GET', '/components');
  assert('… without the new component loaded', loaded.status === 200 && !loaded.text.includes('checks.reload-probe'), loaded.text.slice(0, 300));

  await server.stop();
  const restarted = await startWithAutoReload(project.dir);
  cleanup(() => restarted.stop());
  const afterRestart = await categories();
  assert('once started again, the server serves the edited controller', afterRestart.marker === MARKER, JSON.stringify(afterRestart));
});
