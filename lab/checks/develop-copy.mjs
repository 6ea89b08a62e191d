// `strapi develop` on a copy of the lab project, for checks that need development mode (a push into a
// develop server, the Content-type Builder's editing): lab/develop-check-PID/, beside node_modules so that
// the packages resolve (not under .tmp/, which the develop file watcher ignores), on a fresh seeded database.
//   const develop = await startDevelopCopy();   // { url, dir, logFile, stop() }
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, LAB_HOST, LAB_NODE, labEnv, stopLab, waitUntilUp } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { STRAPI_BIN } from './lib/check.mjs';

export async function startDevelopCopy() {
  const port = await freePort();
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
  return { url, dir, stop, logFile };
}
