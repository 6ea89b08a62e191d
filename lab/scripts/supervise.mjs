// Keeps the shared lab up: runs `strapi start` and starts it again when it dies (a crash, an
// out-of-memory error), at most 5 times in 10 minutes. SIGTERM or SIGINT stops the lab and this
// supervisor. Started by ensureLab() / `npm run lab:start -- --background`, detached, with its
// output in lab/.tmp/lab-PORT.log. Usage: node supervise.mjs -- <node args...>
import { spawn } from 'node:child_process';

const args = process.argv.slice(process.argv.indexOf('--') + 1);
const restarts = [];
let child;
let stopping = false;

const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 23);

function start() {
  child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (stopping) process.exit(0);
    const now = Date.now();
    while (restarts.length && now - restarts[0] > 10 * 60_000) restarts.shift();
    if (restarts.length >= 5) {
      console.error(`[${stamp()}] [lab supervisor] the lab exited (${code ?? signal}) for the 6th time in 10 minutes: giving up`);
      process.exit(1);
    }
    restarts.push(now);
    console.error(`[${stamp()}] [lab supervisor] the lab exited (${code ?? signal}): starting it again in 2 s`);
    setTimeout(start, 2000);
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(0);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

start();
