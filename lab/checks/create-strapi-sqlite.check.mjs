// content/dev-docs/installation/cli.mdx (Database options: `--dbclient=sqlite` needs `--dbfile`):
// create-strapi-app 5.7.0 (the generator create-strapi runs; not in the lab, so run by hand with
// `--skip-cloud --js --no-example --dbclient=sqlite --no-install --no-git-init`) writes an empty
// `DATABASE_FILENAME=` into the new project's .env when `--dbfile` is not given, and `.tmp/data.db` with
// `--dbfile=.tmp/data.db` or `--skip-db` (its dist/index.js 525 and 1091-1101). This check shows what
// Strapi 5.8.1 does with each, using the SQLite filename line of the generated config/database.js:
// - with DATABASE_FILENAME set but empty, env('DATABASE_FILENAME', '.tmp/data.db') returns '' rather than
//   the default, so the database file resolves to the project folder itself;
// - started that way, Strapi stops at startup with "unable to open database file";
// - with DATABASE_FILENAME=.tmp/data.db, it starts and creates .tmp/data.db in the project.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// The generated config/database.js joins __dirname, '..' and the variable; the lab's configuration is
// compiled into dist/config, one level deeper, hence the second '..' (as in the TypeScript template).
const files = {
  'dist/config/database.js': `const path = require('path');
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: path.join(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
    useNullAsDefault: true,
  },
});`,
};

const { env } = createRequire(path.join(LAB_DIR, 'package.json'))('@strapi/utils');

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());

  const saved = process.env.DATABASE_FILENAME;
  process.env.DATABASE_FILENAME = '';
  const config = createRequire(import.meta.url)(path.join(project.dir, 'dist', 'config', 'database.js'))({ env });
  if (saved === undefined) delete process.env.DATABASE_FILENAME;
  else process.env.DATABASE_FILENAME = saved;
  const filename = config.connection.connection.filename;
  assert(`with DATABASE_FILENAME= (empty), the SQLite file resolves to the project folder itself (${path.relative(project.dir, filename) || '.'})`, path.resolve(filename) === path.resolve(project.dir));

  try {
    const server = await project.start({ DATABASE_FILENAME: '' });
    await server.stop();
    assert('with DATABASE_FILENAME= (empty), Strapi does not start', false);
  } catch (error) {
    const line = (error.output ?? '').split('\n').find((text) => text.includes('unable to open database file')) ?? '';
    assert(`with DATABASE_FILENAME= (empty), Strapi stops at startup with "${line.replace(/\u001b\[[0-9;]*m/g, '').replace(/^.*?(SqliteError|error)/, '$1').trim()}"`, line !== '', error.output ?? error);
  }

  const database = path.join(project.dir, '.tmp', 'data.db');
  const server = await project.start({ DATABASE_FILENAME: '.tmp/data.db' });
  await server.stop();
  assert('with DATABASE_FILENAME=.tmp/data.db (what --dbfile=.tmp/data.db or --skip-db writes), Strapi starts and creates .tmp/data.db', fs.existsSync(database) && fs.statSync(database).size > 0);
});
