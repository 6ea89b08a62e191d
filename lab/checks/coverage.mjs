// Procedure coverage, printed by the runner (run.mjs): the user-docs pages with numbered procedures
// (ordered lists in the MDX), and for each whether a passed lab check that drives the admin panel in
// Chromium names it, an exception with its reason (procedure-exceptions.json: Cloud dashboard, EE-only
// feature, SSO provider) covers it, or nothing does. Coverage is by page: a check names the pages it backs,
// not which of their procedures it drives.
// Only Node built-ins.
import fs from 'node:fs';
import path from 'node:path';
import { CHECKS_DIR, REPO_DIR } from './records.mjs';

export const EXCEPTIONS_FILE = path.join(CHECKS_DIR, 'procedure-exceptions.json');

/** How many numbered procedures an MDX source holds: ordered lists starting at column 0, outside code fences. */
export function countProcedures(source) {
  let fenced = false;
  let procedures = 0;
  let inList = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    if (/^\d+\.\s/.test(line)) {
      if (!inList) procedures += 1;
      inList = true;
    } else if (/^\S/.test(line)) {
      // A line at column 0 that is not an item ends the list; indented lines and blank lines continue it.
      inList = false;
    }
  }
  return procedures;
}

/** The user-docs pages with procedures under `contentDir`, as { page (content/…), procedures }, sorted. */
export function pagesWithProcedures(repoDir = REPO_DIR, docsDir = path.join(repoDir, 'content', 'user-docs')) {
  return fs
    .readdirSync(docsDir, { recursive: true })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = path.join(docsDir, name);
      return { page: path.relative(repoDir, file).split(path.sep).join('/'), procedures: countProcedures(fs.readFileSync(file, 'utf8')) };
    })
    .filter(({ procedures }) => procedures > 0)
    .sort((a, b) => a.page.localeCompare(b.page));
}

export function readExceptions(file = EXCEPTIONS_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Whether a check's code (readCheck) drives the admin panel: it launches Chromium (CHROMIUM, the screenshot tool's browser). */
export const drivesAdmin = (source) => /\bchromium\.launch\(/.test(source);

/**
 * Each page's kind: `run` (a check that passed with `strapi` and for which `isProcedureCheck(file)` holds
 * names it; `checks` lists them), `exception` (with its `reason`) or `not run`.
 */
export function procedureCoverage(pages, results, exceptions, strapi, isProcedureCheck = () => true) {
  return pages.map(({ page, procedures }) => {
    const checks = Object.entries(results)
      .filter(([file, record]) => record.passed && record.strapi === strapi && record.pages.includes(page) && isProcedureCheck(file))
      .map(([file]) => path.basename(file));
    if (checks.length) return { page, procedures, kind: 'run', checks };
    if (exceptions[page]) return { page, procedures, kind: 'exception', reason: exceptions[page] };
    return { page, procedures, kind: 'not run' };
  });
}

/** The summary's lines: one per page, then the totals by kind (pages and procedures). */
export function formatCoverage(rows) {
  const detail = (row) => (row.kind === 'run' ? row.checks.join(', ') : row.kind === 'exception' ? row.reason : '');
  const lines = rows.map((row) => `${row.kind.padEnd(9)}  ${row.page}: ${row.procedures} procedure(s)${detail(row) ? `; ${detail(row)}` : ''}`);
  const labels = { run: 'named by a passed admin-panel check', exception: 'exceptions', 'not run': 'not run' };
  const total = (kind) => {
    const of = rows.filter((row) => row.kind === kind);
    return `${of.length} page(s) (${of.reduce((sum, row) => sum + row.procedures, 0)} procedures) ${labels[kind]}`;
  };
  const procedures = rows.reduce((sum, row) => sum + row.procedures, 0);
  lines.push(`${rows.length} user-docs pages with ${procedures} numbered procedures: ${Object.keys(labels).map(total).join('; ')}`);
  return lines;
}
