// node lab/scripts/check-seed.mjs: proves the seed's promises on two fresh databases.
// 1. Two fresh labs get the same rows: every table, every column but times, hashes, URLs, secrets.
// 2. Seeding a seeded database again changes nothing (same fingerprint, "nothing to do").
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, spawnLab, stopLab, waitUntilUp, prepareLab } from './lab.mjs';

const require = createRequire(path.join(LAB_DIR, 'package.json'));
const Database = require('better-sqlite3');
// Columns that differ between databases by design: times, random file hashes and URLs, secrets.
const VARYING = /(_at$|^time$|^hash$|^url$|^formats$|^password$|^access_key$|^value$|^expires_at$|^last_used_at$)/;

function fingerprint(file) {
  const db = new Database(file, { readonly: true });
  const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").all().map((row) => row.name);
  const out = {};
  for (const table of tables) {
    const columns = db.prepare(`pragma table_info("${table}")`).all().map((column) => column.name).filter((name) => !VARYING.test(name));
    out[table] = columns.length ? db.prepare(`select ${columns.map((name) => `"${name}"`).join(', ')} from "${table}" order by 1`).all() : [];
  }
  db.close();
  return out;
}

async function run(dir, port) {
  const child = spawnLab({ port, databaseFilename: `${dir}/data.db`, publicDir: `${dir}/public` });
  await waitUntilUp(`http://127.0.0.1:${port}`, { child, logFile: child.logFile });
  await stopLab(child.pid);
  const seedLine = fs.readFileSync(child.logFile, 'utf8').match(/\[lab seed\][^\n]*/g)?.at(-1) ?? '';
  return { fingerprint: fingerprint(path.join(LAB_DIR, dir, 'data.db')), seedLine };
}

function differences(a, b) {
  const out = [];
  for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[table]) !== JSON.stringify(b[table])) out.push(`${table}: ${a[table]?.length ?? 0} rows vs ${b[table]?.length ?? 0}, or different values`);
  }
  return out;
}

prepareLab();
const dirs = ['.tmp/check-seed-a', '.tmp/check-seed-b'];
for (const dir of dirs) {
  fs.rmSync(path.join(LAB_DIR, dir), { recursive: true, force: true });
  fs.mkdirSync(path.join(LAB_DIR, dir, 'public', 'uploads'), { recursive: true });
}
let failed = false;
try {
  const first = await run(dirs[0], 1351);
  const second = await run(dirs[1], 1352);
  const fresh = differences(first.fingerprint, second.fingerprint);
  console.log(fresh.length ? `two fresh databases differ:\n  ${fresh.join('\n  ')}` : `two fresh databases: same rows in all ${Object.keys(first.fingerprint).length} tables (${first.seedLine})`);
  const again = await run(dirs[1], 1352);
  const rerun = differences(second.fingerprint, again.fingerprint);
  console.log(rerun.length ? `seeding again changed:\n  ${rerun.join('\n  ')}` : `seeding again: no change (${again.seedLine})`);
  failed = fresh.length > 0 || rerun.length > 0 || !/nothing to do/.test(again.seedLine);
} finally {
  for (const dir of dirs) fs.rmSync(path.join(LAB_DIR, dir), { recursive: true, force: true });
  for (const port of [1351, 1352]) for (const ext of ['log', 'pid']) fs.rmSync(path.join(LAB_DIR, '.tmp', `lab-${port}.${ext}`), { force: true });
}
process.exit(failed ? 1 : 0);
