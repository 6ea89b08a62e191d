// node lab/scripts/admin-strings.mjs: writes tools/content/admin-strings.json, every English string the
// lab's admin panel can show, so that the UI-label check of `npm test` (tools/content/ui-labels.ts) runs
// offline. The admin shows a message from the English translations (each package's `en` chunk, built from
// its translations/en.json) and, for an id missing there, the `defaultMessage` written beside the id in the
// code (e.g. review workflows' stage fields): both are collected. Strings are stored with their package.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR } from './lab.mjs';

const require = createRequire(import.meta.url);
const scope = path.join(LAB_DIR, 'node_modules', '@strapi');
const out = path.resolve(LAB_DIR, '..', 'tools', 'content', 'admin-strings.json');

/** Every file under dir whose name passes keep, without descending into nested node_modules. */
function files(dir, keep) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...files(full, keep));
    } else if (keep(entry.name)) found.push(full);
  }
  return found;
}

function flatten(value, into) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) flatten(inner, into);
}

// `defaultMessage: "…"` or '…' (a template literal with ${} is not a fixed label and is skipped).
const DEFAULT_MESSAGE = /defaultMessage:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`$\\]*)`)/g;
const unescape = (text) => JSON.parse(`"${text.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`);

const packages = {};
for (const name of fs.readdirSync(scope).sort()) {
  const dist = path.join(scope, name, 'dist');
  if (!fs.existsSync(dist)) continue;
  const strings = new Set();
  // CommonJS builds only: the .mjs twins hold the same strings.
  for (const file of files(dist, (base) => /^en-[\w-]+\.js$/.test(base))) {
    const mod = require(file);
    flatten(mod.default ?? mod, strings);
  }
  for (const file of files(dist, (base) => base.endsWith('.js'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(DEFAULT_MESSAGE)) {
      const raw = match[1] ?? match[2] ?? match[3];
      try {
        strings.add(match[3] !== undefined ? raw : unescape(raw));
      } catch {
        strings.add(raw);
      }
    }
  }
  if (strings.size === 0) continue;
  const version = JSON.parse(fs.readFileSync(path.join(scope, name, 'package.json'), 'utf8')).version;
  packages[`@strapi/${name}`] = { version, strings: [...strings].sort() };
}
fs.writeFileSync(out, `${JSON.stringify({ generatedBy: 'node lab/scripts/admin-strings.mjs', packages }, null, 1)}\n`);
const total = Object.values(packages).reduce((sum, p) => sum + p.strings.length, 0);
console.error(`[lab] ${total} strings from ${Object.keys(packages).length} packages → ${path.relative(process.cwd(), out)}`);
