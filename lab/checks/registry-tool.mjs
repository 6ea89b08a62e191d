// Tools that neither the site nor the lab depends on (the Plugin SDK, the upgrade tool): installed once from
// the npm registry in a folder of the system's temporary directory, and run with the lab's Node.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAB_NODE } from '../scripts/lab.mjs';

/** Installs `manifest` in `dir` unless `name` is there; resolves with `name`'s package.json, or null when npm failed. */
export async function installOnce(dir, name, manifest) {
  const packageFile = path.join(dir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(packageFile)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, ...manifest }, null, 2));
    await new Promise((resolve) => spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' }).on('close', resolve));
  }
  return fs.existsSync(packageFile) ? JSON.parse(fs.readFileSync(packageFile, 'utf8')) : null;
}

/** Runs the script `bin` with the lab's Node in `cwd`; resolves with its exit code and its output without colours. */
export const runBin = (bin, args, { cwd, env = {} }) =>
  new Promise((resolve) => {
    const child = spawn(LAB_NODE, [bin, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;]*m/g, '') }));
  });
