// A throwaway copy of the lab's compiled project, for checks that must change a configuration file, add a
// project file or start Strapi in another environment: dist/config and dist/src are copied (the files
// given replace or join them), node_modules and the admin build are linked. Strapi runs from it with
// createStrapi({ appDir, distDir }), as `strapi start` does for a built TypeScript project.
//   const project = copyLabProject({ 'dist/config/plugins.js': 'module.exports = () => ({});' });
//   const server = await project.start({ NODE_ENV: 'production' });   // { url, output(), stop() }
//   const value = await project.evaluate('return strapi.config.get("plugin::email.provider");');
//   project.remove();
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LAB_DIR, LAB_NODE, labEnv } from '../scripts/lab.mjs';

const RESULT_MARK = '@@check-result@@';

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Node code that loads the copied project, then runs `then` (code using `app`). */
const loader = (dir, then) => `
const { createStrapi } = require(${JSON.stringify(path.join(dir, 'node_modules', '@strapi', 'strapi'))});
const app = createStrapi({ appDir: ${JSON.stringify(dir)}, distDir: ${JSON.stringify(path.join(dir, 'dist'))} });
(async () => { ${then} })().catch((error) => { console.error(error && error.stack || error); process.exit(1); });
`;

export function copyLabProject(files = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-check-'));
  // A check stopped early (the runner's SIGTERM ends in process.exit) still leaves nothing behind.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'dist'));
  for (const file of ['package.json', 'credentials.json', 'favicon.ico']) fs.copyFileSync(path.join(LAB_DIR, file), path.join(dir, file));
  for (const folder of ['config', 'src']) fs.cpSync(path.join(LAB_DIR, 'dist', folder), path.join(dir, 'dist', folder), { recursive: true });
  fs.symlinkSync(path.join(LAB_DIR, 'dist', 'build'), path.join(dir, 'dist', 'build'));
  fs.symlinkSync(path.join(LAB_DIR, 'node_modules'), path.join(dir, 'node_modules'));
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.tmp'));
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), contents);
  }

  /** Runs Node in the copy; resolves with its exit code and output. */
  const run = (code, env) =>
    new Promise((resolve) => {
      const child = spawn(LAB_NODE, ['-e', code], { cwd: dir, env: projectEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  // The lab's variables, without the secrets a check may want missing; `undefined` removes one.
  const projectEnv = (env = {}) => {
    const base = labEnv({ DATABASE_FILENAME: '.tmp/data.db', LAB_PUBLIC_DIR: path.join(dir, 'public') });
    delete base.LAB_SEED;
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete base[name];
      else base[name] = value;
    }
    return base;
  };

  return {
    dir,
    /** Starts the copy's server; resolves once it answers /_health, rejects with its output if it exits first. */
    async start(env = {}, { timeoutMs = 120_000 } = {}) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(LAB_NODE, ['-e', loader(dir, 'await app.start();')], {
        cwd: dir,
        env: projectEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      let exited = null;
      child.once('exit', (code, signal) => (exited = code ?? signal));
      process.once('exit', () => {
        if (exited === null) process.kill(-child.pid, 'SIGKILL');
      });
      const stop = async () => {
        if (exited !== null) return;
        process.kill(-child.pid, 'SIGTERM');
        for (let i = 0; i < 100 && exited === null; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
        if (exited === null) process.kill(-child.pid, 'SIGKILL');
      };
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exited !== null) throw Object.assign(new Error(`Strapi exited (${exited}) before answering`), { output });
        try {
          if ((await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) })).status === 204) return { url, stop, output: () => output };
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await stop();
      throw Object.assign(new Error(`Strapi did not answer within ${timeoutMs / 1000} s`), { output });
    },
    /** Loads the copy (no HTTP server), runs `body` (an async function body with `strapi` in scope) and resolves with what it returns, as JSON. */
    async evaluate(body, env = {}) {
      const code = loader(dir, `await app.load(); const strapi = app; const value = await (async () => { ${body} })(); console.log(${JSON.stringify(RESULT_MARK)} + JSON.stringify(value ?? null)); await app.destroy(); process.exit(0);`);
      const { code: exitCode, output } = await run(code, env);
      const line = output.split('\n').find((text) => text.startsWith(RESULT_MARK));
      if (exitCode !== 0 || !line) throw Object.assign(new Error(`the script failed (exit ${exitCode})`), { output });
      return JSON.parse(line.slice(RESULT_MARK.length));
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
