// `strapi develop` on a throwaway copy of the lab project, for the checks that save in the Content-type
// Builder: it writes the copy's src/ and restarts the server, never the lab's own files.
// The copy is lab/develop-check-PID/ (beside node_modules, so that the packages resolve; not under .tmp/,
// which the develop file watcher ignores), on a fresh seeded database, on a port the system chooses (the
// scratch-lab claims of startScratchLab() are per checkout; other checkouts start labs on 1338+ too).
//   const project = await startDevelopCopy();   // { dir, url, logFile, stop() }
//   startDevelopCopy({ files: { 'src/admin/app.jsx': source } })   // the copy with files of its own
//   await project.waitUntilRestarted(mark);     // after a save: the log says it restarted, and it answers
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, LAB_HOST, LAB_NODE, labEnv, stopLab, waitUntilUp } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { STRAPI_BIN } from './lib/check.mjs';

/** How long the admin panel may take to come back after a restart, on the shared machine. */
export const ADMIN_LOAD_MS = 420_000;

/** `files`: paths in the copy and their text, written over the lab's before the server starts. */
export async function startDevelopCopy({ timeoutMs = 300_000, files = {} } = {}) {
  const dir = path.join(LAB_DIR, `develop-check-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const entry of ['config', 'src', 'package.json', 'tsconfig.json', 'credentials.json', 'favicon.ico']) fs.cpSync(path.join(LAB_DIR, entry), path.join(dir, entry), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const logFile = path.join(LAB_DIR, '.tmp', `develop-check-${process.pid}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const port = await freePort();
  // --no-watch-admin: the admin panel is built once and served as files. Through Vite's dev server (the
  // default) the page reloaded after a restart sometimes never came up: Vite refused a stylesheet of
  // lab/node_modules, outside the copy it serves.
  const child = spawn(LAB_NODE, [STRAPI_BIN, 'develop', '--no-watch-admin'], {
    cwd: dir,
    env: labEnv({ HOST: LAB_HOST, PORT: String(port), LAB_SEED: '1', DATABASE_FILENAME: '.tmp/data.db' }),
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  const url = `http://${LAB_HOST}:${port}`;
  // The log stays in lab/.tmp/ when the server did not start, to read why.
  const stop = async ({ keepLog = false } = {}) => {
    await stopLab(child.pid);
    fs.rmSync(dir, { recursive: true, force: true });
    if (!keepLog) fs.rmSync(logFile, { force: true });
  };
  // A check stopped early (the runner's SIGTERM ends in process.exit) leaves no server and no copy behind.
  process.once('exit', () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    await waitUntilUp(url, { child, timeoutMs, logFile });
  } catch (error) {
    await stop({ keepLog: true });
    throw error;
  }
  const log = () => fs.readFileSync(logFile, 'utf8');
  const readText = (file) => (fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : null);
  return {
    dir,
    url,
    logFile,
    stop,
    /** The log's length now: pass it to waitUntilRestarted to wait for a restart that happens after this point. */
    logMark: () => log().length,
    /** Waits until the log, after `mark`, says Strapi started again, and the server answers. */
    async waitUntilRestarted(mark, { timeoutMs: wait = 240_000 } = {}) {
      const deadline = Date.now() + wait;
      while (!/Strapi started successfully/.test(log().slice(mark))) {
        if (Date.now() > deadline) throw new Error(`the develop server did not restart within ${wait / 1000} s; see ${logFile}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await waitUntilUp(url, { timeoutMs: wait, logFile });
    },
    /** A file of the copy (one the Content-type Builder wrote), or null when it is absent. */
    readText,
    /** The same, parsed as JSON (a schema). */
    readJson: (file) => JSON.parse(readText(file) ?? 'null'),
  };
}
