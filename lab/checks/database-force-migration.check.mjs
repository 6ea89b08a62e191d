// content/dev-docs/configurations/database.mdx (Settings: `settings.forceMigration`, and the caution below it):
// - with `forceMigration: false`, removing relations from a content-type that still exists leaves the
//   column, its index and the removed relation's join table (with that table's foreign keys) in the database;
// - on SQLite, the foreign key of the remaining table itself (a relation stored as a column,
//   `useJoinTable: false`) stays too. Cited, not run (no PostgreSQL or MySQL here): on those two the same
//   foreign key is dropped even with `forceMigration: false`, because `alterTable` drops removed foreign keys
//   through `dropForeignKey`, which has no forceMigration test (@strapi/database 5.8.1 dist/index.js
//   1117-1123, 1205-1214), unlike table, column and index drops (1139-1142, 1181-1185, 1269-1284); it skips
//   only keys the database does not list by name, and SQLite's inspector lists them without one (897-906),
//   where the PostgreSQL and MySQL inspectors read the constraint names (369-377, 661-668).
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const SCHEMA = 'dist/src/api/category/content-types/category/schema.json';

const databaseConfig = `const path = require('path');
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
    useNullAsDefault: true,
  },
  settings: { forceMigration: false },
});`;

// What SQLite holds for the categories table and the link table of the `featured` relation.
const readSchema = `
  const knex = strapi.db.connection;
  const columns = (await knex.raw("pragma table_info('categories')")).map((column) => column.name);
  const foreignKeys = (await knex.raw("pragma foreign_key_list('categories')")).map((key) => key.from + ' -> ' + key.table);
  const indexes = (await knex.raw("pragma index_list('categories')")).map((index) => index.name);
  const tables = (await knex.raw("select name from sqlite_master where type = 'table'")).map((table) => table.name);
  const featuredTable = tables.find((name) => name.startsWith('categories_featured'));
  const featuredKeys = featuredTable ? (await knex.raw("pragma foreign_key_list('" + featuredTable + "')")).map((key) => key.from + ' -> ' + key.table) : [];
  return { columns, foreignKeys, indexes, featuredTable, featuredKeys };
`;

await runCheck(async (cleanup) => {
  const schema = JSON.parse(fs.readFileSync(path.join(LAB_DIR, SCHEMA), 'utf8'));
  const withRelations = {
    ...schema,
    attributes: {
      ...schema.attributes,
      // stored as a column of categories, with its own foreign key
      owner: { type: 'relation', relation: 'manyToOne', target: 'api::restaurant.restaurant', useJoinTable: false },
      // stored in a link table
      featured: { type: 'relation', relation: 'oneToOne', target: 'api::restaurant.restaurant' },
    },
  };
  const project = copyLabProject({ 'dist/config/database.js': databaseConfig, [SCHEMA]: JSON.stringify(withRelations) });
  cleanup(async () => project.remove());

  const before = await project.evaluate(readSchema);
  assert(
    `with both relations in the schema, categories has the owner_id column and its foreign key ${JSON.stringify(before.foreignKeys)}, and the featured relation has its link table ${before.featuredTable}`,
    before.columns.includes('owner_id') && before.foreignKeys.includes('owner_id -> restaurants') && Boolean(before.featuredTable),
    JSON.stringify(before),
  );

  // Both relations removed from the schema; the content-type stays.
  fs.writeFileSync(path.join(project.dir, SCHEMA), JSON.stringify(schema));
  const after = await project.evaluate(readSchema);
  assert(`with forceMigration: false, the removed relation's column owner_id stays: ${JSON.stringify(after.columns)}`, after.columns.includes('owner_id'), JSON.stringify(after));
  const ownerIndexes = before.indexes.filter((name) => name.includes('owner'));
  assert(`its index stays: ${JSON.stringify(ownerIndexes)}`, ownerIndexes.length > 0 && ownerIndexes.every((name) => after.indexes.includes(name)), JSON.stringify(after));
  assert(`the removed relation's link table ${after.featuredTable} stays, with its foreign keys ${JSON.stringify(after.featuredKeys)}`, after.featuredTable === before.featuredTable && after.featuredKeys.length === before.featuredKeys.length && after.featuredKeys.length > 0, JSON.stringify(after));
  assert(`on SQLite, the foreign key of owner_id on categories stays as well: ${JSON.stringify(after.foreignKeys)}`, after.foreignKeys.includes('owner_id -> restaurants'), JSON.stringify(after));
});
