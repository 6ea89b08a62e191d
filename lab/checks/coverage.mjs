// Procedure coverage, printed by the runner (run.mjs): the numbered procedures of the user docs and, for
// each, whether a passed lab check that drives the admin panel in Chromium runs it, an exception with its
// reason (procedure-exceptions.json: EE-only feature, SSO provider, not an admin procedure) covers it, or
// nothing does. A procedure is a heading's ordered lists, named `content/user-docs/<page>.mdx#<heading-id>`
// (`#top` before the first heading); a check names in its first comment each procedure it drives.
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { CHECKS_DIR, REPO_DIR } from './records.mjs';

export const EXCEPTIONS_FILE = path.join(CHECKS_DIR, 'procedure-exceptions.json');

/** A heading's text as the built page shows it: no JSX badges, no inline markdown. */
const headingText = (markdown) =>
  markdown
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim();

/**
 * The ids of the headings an MDX source's numbered procedures sit under, in order, once each (a heading with
 * several lists is one procedure): ordered lists starting at column 0, outside code fences. The ids are the
 * built page's (rehype-headings: an explicit `{#id}`, else GitHub's slug, the page title first).
 */
export function procedureIds(source, title = '') {
  const slugger = new GithubSlugger();
  if (title) slugger.slug(title);
  const ids = [];
  let heading = 'top';
  let fenced = false;
  let inList = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (match) heading = match[2] ?? slugger.slug(headingText(match[1]));
    if (/^\d+\.\s/.test(line)) {
      if (!inList && ids.at(-1) !== heading) ids.push(heading);
      inList = true;
    } else if (/^\S/.test(line)) {
      // A line at column 0 that is not an item ends the list; indented lines and blank lines continue it.
      inList = false;
    }
  }
  return ids;
}

const frontmatterTitle = (source) => /^---\n[\s\S]*?^title:\s*["']?(.*?)["']?\s*$/m.exec(source)?.[1] ?? '';

/** The user-docs pages with procedures under `docsDir`, as { page (content/…), procedures: heading ids }, sorted. */
export function pagesWithProcedures(repoDir = REPO_DIR, docsDir = path.join(repoDir, 'content', 'user-docs')) {
  return fs
    .readdirSync(docsDir, { recursive: true })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = path.join(docsDir, name);
      const source = fs.readFileSync(file, 'utf8');
      return { page: path.relative(repoDir, file).split(path.sep).join('/'), procedures: procedureIds(source, frontmatterTitle(source)) };
    })
    .filter(({ procedures }) => procedures.length > 0)
    .sort((a, b) => a.page.localeCompare(b.page));
}

export function readExceptions(file = EXCEPTIONS_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Whether a check's code (readCheck) drives the admin panel: it launches Chromium (CHROMIUM, the screenshot tool's browser). */
export const drivesAdmin = (source) => /\bchromium\.launch\(/.test(source);

/** The procedures a check names in its first comment: `content/…/page.mdx#heading-id` (content/ added when missing). */
export function checkProcedures(source) {
  const comment = source.match(/^\s*((?:\/\/[^\n]*\n\s*)+|\/\*[\s\S]*?\*\/)/)?.[1] ?? '';
  const named = [...comment.matchAll(/([\w./-]+\.mdx)#([\w-]+)/g)].map(([, file, id]) => `${file.startsWith('content/') ? file : `content/${file.replace(/^\/+/, '')}`}#${id}`);
  return [...new Set(named)];
}

/**
 * Each procedure's kind: `run` (named by a passed check whose record holds for `strapi` and whose source
 * `procedureChecks` gives; `checks` lists them), `exception` (its own key or its page's, with the `reason`)
 * or `not run`; grouped by page.
 * @param {Record<string, string[]>} procedureChecks  check file → the procedures its current source names
 */
export function procedureCoverage(pages, results, exceptions, strapi, procedureChecks) {
  const passed = Object.entries(procedureChecks).filter(([file]) => results[file]?.passed && results[file].strapi === strapi);
  return pages.map(({ page, procedures }) => ({
    page,
    procedures: procedures.map((id) => {
      const name = `${page}#${id}`;
      const checks = passed.filter(([, named]) => named.includes(name)).map(([file]) => path.basename(file));
      if (checks.length) return { id, kind: 'run', checks };
      const reason = exceptions[name] ?? exceptions[page];
      return reason ? { id, kind: 'exception', reason } : { id, kind: 'not run' };
    }),
  }));
}

const KINDS = ['run', 'exception', 'not run'];

/** The summary's lines: one per page (its procedures by kind, the ones not run named), then the totals. */
export function formatCoverage(pages) {
  const count = (procedures, kind) => procedures.filter((procedure) => procedure.kind === kind).length;
  const lines = pages.map(({ page, procedures }) => {
    const notRun = procedures.filter((procedure) => procedure.kind === 'not run').map((procedure) => `#${procedure.id}`);
    const status = notRun.length === 0 ? 'covered' : notRun.length === procedures.length ? 'not run' : 'partly';
    const by = KINDS.map((kind) => `${count(procedures, kind)} ${kind}`).join(', ');
    return `${status.padEnd(8)} ${page}: ${by}${notRun.length ? ` (not run: ${notRun.join(' ')})` : ''}`;
  });
  const all = pages.flatMap(({ procedures }) => procedures);
  const covered = pages.filter(({ procedures }) => count(procedures, 'not run') === 0).length;
  lines.push(
    `${pages.length} user-docs pages with ${all.length} procedures: ${KINDS.map((kind) => `${count(all, kind)} ${kind}`).join(', ')}; ` +
      `${covered} page(s) with every procedure run or excepted`,
  );
  return lines;
}
