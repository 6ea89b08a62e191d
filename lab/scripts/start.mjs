// npm run lab:start: install the lab when missing, build the admin panel when needed, seed, and
// serve on 127.0.0.1:1337 in the foreground (Ctrl+C stops it).
//   --background  start it detached (log in lab/.tmp/lab-1337.log) and return once it answers
//   --stop        stop a lab started with --background (or by ensureLab)
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, LAB_PORT, LAB_URL, credentials, ensureLab, isLabUp, prepareLab, spawnLab, stopLab, waitUntilUp } from './lab.mjs';

const args = new Set(process.argv.slice(2));
const log = (message) => console.error(`[lab] ${message}`);

function printAccess() {
  const c = credentials();
  log(`REST ${LAB_URL}/api · GraphQL ${LAB_URL}/graphql · admin ${LAB_URL}/admin`);
  log(`admin login: ${c.admin.email} / ${c.admin.password}`);
  log(`API tokens: full access ${c.apiTokens.fullAccess.accessKey} · read-only ${c.apiTokens.readOnly.accessKey}`);
  log(`end user (POST /api/auth/local): ${c.endUser.email} / ${c.endUser.password}`);
}

if (args.has('--stop')) {
  const pidFile = path.join(LAB_DIR, '.tmp', `lab-${LAB_PORT}.pid`);
  if (!fs.existsSync(pidFile)) {
    log('no background lab to stop (no lab/.tmp/lab-1337.pid)');
  } else {
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    await stopLab(pid);
    fs.rmSync(pidFile, { force: true });
    log(`stopped the lab (pid ${pid})`);
  }
} else if (args.has('--background')) {
  const lab = await ensureLab({ log });
  log(lab.started ? `the lab runs in the background (pid ${lab.pid}); stop it with npm run lab:start -- --stop` : `the lab already runs at ${LAB_URL}`);
  printAccess();
} else {
  if (await isLabUp(LAB_URL)) {
    log(`the lab already runs at ${LAB_URL}`);
    printAccess();
    process.exit(0);
  }
  prepareLab({ log });
  const child = spawnLab({ foreground: true });
  waitUntilUp(LAB_URL, { child }).then(printAccess, () => {});
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
