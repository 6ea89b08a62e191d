// For the export and import checks: a work folder under lab/.tmp, exports of a scratch lab's data into
// it, imports into a project database of its own (the lab's code, never seeded), and row counts.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR } from '../../scripts/lab.mjs';
import { scratchProjectEnv, strapiCli } from './check.mjs';

const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');

/** Rows of a table in a SQLite file (the lab's restaurants: one per locale and status). */
export function countRows(file, table) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n;
  } finally {
    db.close();
  }
}

/** A fresh folder lab/.tmp/check-NAME-PID/ (with public/uploads/ for the import's project), and its removal. */
export function workFolder(name) {
  const dir = path.join(LAB_DIR, '.tmp', `check-${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  return { dir, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** `strapi export --file DIR/NAME FLAGS` on the scratch lab's data; also returns the files it wrote. */
export async function exportLab(lab, dir, name, flags) {
  const run = await strapiCli(['export', '--file', path.join(dir, name), ...flags], { env: scratchProjectEnv(lab) });
  return { ...run, files: fs.readdirSync(dir).filter((file) => file.startsWith(`${name}.`)) };
}

/** `strapi import --file DIR/FILE FLAGS` into the project database DIR/destination.db (public folder DIR/public). */
export function importInto(dir, file, flags = [], options = {}) {
  const env = { DATABASE_FILENAME: path.relative(LAB_DIR, path.join(dir, 'destination.db')), LAB_PUBLIC_DIR: path.relative(LAB_DIR, path.join(dir, 'public')) };
  return strapiCli(['import', '--file', path.join(dir, file), ...flags], { env, ...options });
}
