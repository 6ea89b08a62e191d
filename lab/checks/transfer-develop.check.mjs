// Backs content/dev-docs/data-management/transfer.mdx ("Before you transfer"): the remote project may run
// with `strapi develop`. A push into a copy of the lab project run with `strapi develop` succeeds, the
// destination holds the pushed content, and it still answers afterwards (no restart: a transfer writes
// only the database and the uploads folder, which the develop file watcher ignores).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LAB_DIR, LAB_HOST, LAB_NODE, credentials, labEnv, startScratchLab, stopLab, waitUntilUp } from '../scripts/lab.mjs';
import { STRAPI_BIN, adminLogin, adminRequest, assert, createTransferToken, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';

const MARKER = 'Pushed into a develop server';

/** A port nothing listens on, picked by the system. */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, LAB_HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * `strapi develop` on a copy of the lab project (lab/develop-check-PID/, beside node_modules so that the
 * packages resolve; not under .tmp/, which the develop file watcher ignores), on a fresh seeded database.
 */
async function startDevelopCopy(port) {
  const dir = path.join(LAB_DIR, `develop-check-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const entry of ['config', 'src', 'package.json', 'tsconfig.json', 'credentials.json', 'favicon.ico']) fs.cpSync(path.join(LAB_DIR, entry), path.join(dir, entry), { recursive: true });
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const logFile = path.join(LAB_DIR, '.tmp', `develop-check-${process.pid}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(LAB_NODE, [STRAPI_BIN, 'develop'], {
    cwd: dir,
    env: labEnv({ HOST: LAB_HOST, PORT: String(port), LAB_SEED: '1', DATABASE_FILENAME: '.tmp/data.db' }),
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  const url = `http://${LAB_HOST}:${port}`;
  const stop = async () => {
    await stopLab(child.pid);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, { child, timeoutMs: 240_000, logFile });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, logFile };
}

await runCheck(async (cleanup) => {
  const [source, develop] = await startLabs(cleanup, startScratchLab, () => freePort().then(startDevelopCopy));
  const env = scratchProjectEnv(source);
  const info = await adminRequest(develop.url, 'GET', '/information', { jwt: await adminLogin(develop.url) });
  assert('the copy runs under strapi develop (autoReload: true)', info.json?.data?.autoReload === true, info.text);

  const apiToken = credentials().apiTokens.fullAccess.accessKey;
  const created = await fetch(`${source.url}/api/categories`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiToken}` },
    body: JSON.stringify({ data: { name: MARKER } }),
  });
  if (created.status !== 201) throw new Error(`creating the marker category answered ${created.status}`);
  const push = await createTransferToken(develop.url, await adminLogin(develop.url), 'check push', ['push']);
  const pushed = await strapiCli(['transfer', '--to', `${develop.url}/admin`, '--to-token', push.accessKey, '--force'], { env });
  assert('a push into a destination run with strapi develop succeeds', pushed.code === 0 && pushed.output.includes('Transfer process has been completed successfully!'), pushed.output);
  const categories = await (await fetch(`${develop.url}/api/categories?filters[name][$eq]=${encodeURIComponent(MARKER)}`)).json();
  assert('… the develop server holds the pushed content and still answers', categories.data?.length === 1, JSON.stringify(categories));
  const log = fs.readFileSync(develop.logFile, 'utf8');
  assert('… and its file watcher saw no change (no restart)', !/File (created|changed|deleted)/.test(log), log.match(/File (created|changed|deleted).*/g)?.join('\n'));
});
