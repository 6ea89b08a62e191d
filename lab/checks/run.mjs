// Runs the lab checks (lab/checks/*.check.mjs): `node lab/checks/run.mjs [FILTER…]` runs those whose
// file name or page contains a FILTER (all without one), one at a time with the lab's Node, prints a
// summary by check and by page, then the procedure coverage of the user docs (coverage.mjs; `--coverage` prints it alone),
// and records each run in lab/checks/results.json (see records.mjs).
// Exits 1 when a check fails. Checks run one at a time: each starts its own scratch labs, and the
// machine is shared.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAB_NODE } from '../scripts/lab.mjs';
import { checkProcedures, drivesAdmin, formatCoverage, pagesWithProcedures, procedureCoverage, readExceptions } from './coverage.mjs';
import { checkHash, checkPages, labStrapiVersion, listChecks, readCheck, readResults, REPO_DIR, RESULTS_FILE } from './records.mjs';

/**
 * A check that runs longer is stopped and counted as failed. Checks aim at about 2 minutes; on the
 * shared 2-core machine, one Strapi CLI run alone can take 40 s.
 */
const TIMEOUT_MS = Number(process.env.LAB_CHECK_TIMEOUT_MS ?? 600_000);

function runCheck(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const counts = { ok: 0, notOk: 0 };
    const child = spawn(LAB_NODE, [path.join(REPO_DIR, file)], { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.startsWith('ok - ')) counts.ok += 1;
        else if (line.startsWith('not ok - ')) counts.notOk += 1;
      }
    });
    // SIGTERM, not SIGKILL: the check's own handlers (and finally blocks) get a chance to stop its labs.
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, ...counts, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Merges one record into results.json, read again just before: another run may have written it. */
function record(file, entry) {
  const results = readResults();
  results[file] = entry;
  for (const key of Object.keys(results)) if (!fs.existsSync(path.join(REPO_DIR, key))) delete results[key];
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * The procedure coverage of the user docs (coverage.mjs), from every record in results.json: the procedures
 * each admin-panel check names, for the checks whose record was made by their current code.
 */
function printCoverage() {
  console.log('\n## Procedure coverage (user docs, from all records)');
  const results = readResults();
  const procedureChecks = {};
  for (const file of Object.keys(results)) {
    if (!fs.existsSync(path.join(REPO_DIR, file))) continue;
    const source = readCheck(file);
    if (drivesAdmin(source) && results[file].hash === checkHash(source)) procedureChecks[file] = checkProcedures(source);
  }
  for (const line of formatCoverage(procedureCoverage(pagesWithProcedures(), results, readExceptions(), strapi, procedureChecks))) console.log(line);
}

const filters = process.argv.slice(2);
const strapi = labStrapiVersion();
// --coverage: print the coverage alone, without running a check.
if (filters.includes('--coverage')) {
  printCoverage();
  process.exit(0);
}
const checks = listChecks()
  .map((file) => {
    const source = readCheck(file);
    return { file, source, pages: checkPages(source) };
  })
  .filter(({ file, pages }) => filters.length === 0 || filters.some((filter) => [file, ...pages].some((name) => name.includes(filter))));

if (checks.length === 0) {
  console.error(`no check matches ${filters.join(' ')}`);
  process.exit(1);
}

const outcomes = [];
for (const { file, source, pages } of checks) {
  console.log(`\n# ${file}`);
  const run = await runCheck(file);
  const passed = run.code === 0 && run.notOk === 0 && run.ok > 0;
  outcomes.push({ file, pages, passed, ...run });
  record(file, { strapi, pages, passed, assertions: run.ok + run.notOk, date: new Date().toISOString().slice(0, 10), hash: checkHash(source) });
}

console.log('\n## By check');
for (const { file, passed, ok, notOk, code, signal, seconds } of outcomes) {
  const why = passed ? '' : ` (exit ${code ?? signal}${ok + notOk === 0 ? ', no assertion' : ''})`;
  console.log(`${passed ? 'passed' : 'FAILED'}  ${file}: ${ok}/${ok + notOk} assertions, ${seconds.toFixed(0)} s${why}`);
}
console.log('\n## By page');
const byPage = new Map();
for (const outcome of outcomes) for (const page of outcome.pages.length ? outcome.pages : ['(no page named)']) byPage.set(page, [...(byPage.get(page) ?? []), outcome]);
for (const [page, list] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
  const failed = list.filter((outcome) => !outcome.passed).map((outcome) => path.basename(outcome.file));
  console.log(`${failed.length ? 'FAILED' : 'passed'}  ${page}: ${list.length} check(s)${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
}
printCoverage();
process.exit(outcomes.every((outcome) => outcome.passed) ? 0 : 1);
