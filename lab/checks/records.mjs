// The records of lab checks (lab/checks/results.json), shared by the runner (run.mjs) and the unit test
// that fails when a check has no passed record for its current contents. Only Node built-ins.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHECKS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = path.resolve(CHECKS_DIR, '..', '..');
export const RESULTS_FILE = path.join(CHECKS_DIR, 'results.json');
export const CHECK_SUFFIX = '.check.mjs';

/** The check files, as paths relative to the repository (lab/checks/x.check.mjs), sorted. */
export function listChecks(dir = CHECKS_DIR) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(CHECK_SUFFIX))
    .sort()
    .map((name) => path.relative(REPO_DIR, path.join(dir, name)));
}

/**
 * A check's source followed by the sources of the local modules it imports (`./lib/….mjs`, and theirs):
 * a record holds only for the code that ran, helpers included.
 */
export function readCheck(file, seen = new Set()) {
  const absolute = path.resolve(REPO_DIR, file);
  if (seen.has(absolute)) return '';
  seen.add(absolute);
  const source = fs.readFileSync(absolute, 'utf8');
  const local = [...source.matchAll(/from\s+'(\.\/[^']+\.mjs)'/g)].map(([, specifier]) => path.resolve(path.dirname(absolute), specifier));
  return [source, ...local.map((dependency) => readCheck(dependency, seen))].join('\n');
}

/** A short hash of a check's code (readCheck): a record holds only for the code that ran. */
export function checkHash(source) {
  return crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** The pages a check names in its first comment (content/….mdx; a path without content/ gets it). */
export function checkPages(source) {
  const comment = source.match(/^\s*((?:\/\/[^\n]*\n\s*)+|\/\*[\s\S]*?\*\/)/)?.[1] ?? '';
  const pages = [...comment.matchAll(/[\w./-]+\.mdx\b/g)].map(([file]) => (file.startsWith('content/') ? file : `content/${file.replace(/^\/+/, '')}`));
  return [...new Set(pages)];
}

/** The Strapi version the lab pins (lab/package.json). */
export function labStrapiVersion(repoDir = REPO_DIR) {
  return JSON.parse(fs.readFileSync(path.join(repoDir, 'lab', 'package.json'), 'utf8')).dependencies['@strapi/strapi'];
}

export function readResults(file = RESULTS_FILE) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * What is wrong with the records, one line per check: no record, a record of other contents (the
 * check was edited since it ran), of another Strapi version, or a failed run. `checks` maps each check
 * file to its source.
 */
export function unrecordedChecks(checks, results, strapiVersion) {
  const problems = [];
  for (const [file, source] of Object.entries(checks)) {
    const record = results[file];
    const rerun = `run \`npm run lab:checks -- ${path.basename(file, CHECK_SUFFIX)}\``;
    if (!record) problems.push(`${file}: never ran; ${rerun}`);
    else if (record.hash !== checkHash(source)) problems.push(`${file}: edited since its last run; ${rerun}`);
    else if (record.strapi !== strapiVersion) problems.push(`${file}: last ran on Strapi ${record.strapi}, the lab pins ${strapiVersion}; ${rerun}`);
    else if (!record.passed) problems.push(`${file}: failed on its last run (${record.date}); fix it and ${rerun}`);
  }
  return problems;
}
