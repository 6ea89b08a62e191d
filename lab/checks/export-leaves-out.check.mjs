// content/dev-docs/upgrades.mdx (step 2 of the upgrade habits, "Back up the database": what a `strapi export`
// archive leaves out). On a project copy holding an administrator (with the default admin roles), an API token,
// a transfer token, a release and an audit log entry (when the content-types exist), an end user and a category,
// `strapi export --no-encrypt --no-compress` writes a .tar whose entities hold the end user and the category and
// none of the administrators, admin roles and their permissions, API tokens, transfer tokens, audit logs or
// releases. The entity types found are printed. admin::audit-log exists only in Enterprise projects, so the lab
// cannot create one: the export command leaves it out by name (@strapi/strapi 5.8.1
// dist/cli/utils/data-transfer.js:81-92, DEFAULT_IGNORED_CONTENT_TYPES, with the other admin types and releases).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assert, runCheck, strapiCli } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// What the admin panel and the APIs would create, written with Strapi's own services.
const createRecords = `
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({ email: 'export-check@example.com', firstname: 'Export', lastname: 'Check', password: 'ExportCheck1', isActive: true, registrationToken: null, roles: [superAdmin.id] });
  await strapi.service('admin::api-token').create({ name: 'export check', description: '', type: 'read-only', lifespan: null });
  await strapi.service('admin::transfer').token.create({ name: 'export check', description: '', permissions: ['push'], lifespan: null });
  const optional = { 'plugin::content-releases.release': { name: 'export check', status: 'empty' }, 'admin::audit-log': { action: 'export-check', date: new Date(), payload: {} } };
  for (const [uid, data] of Object.entries(optional)) if (strapi.contentTypes[uid]) await strapi.db.query(uid).create({ data });
  const authenticated = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  await strapi.db.query('plugin::users-permissions.user').create({ data: { username: 'reader', email: 'reader@example.com', provider: 'local', confirmed: true, role: authenticated.id } });
  await strapi.documents('api::category.category').create({ data: { name: 'Export check' } });
  const counts = {};
  for (const uid of Object.keys(strapi.contentTypes)) counts[uid] = await strapi.db.query(uid).count();
  return counts;
`;

const LEFT_OUT = ['admin::user', 'admin::role', 'admin::permission', 'admin::api-token', 'admin::transfer-token', 'plugin::content-releases.release', 'admin::audit-log'];

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  const counts = await project.evaluate(createRecords);
  const held = LEFT_OUT.filter((uid) => counts[uid] > 0);
  assert(`the copy holds ${held.map((uid) => `${counts[uid]} ${uid}`).join(', ')}`, ['admin::user', 'admin::role', 'admin::api-token', 'admin::transfer-token'].every((uid) => held.includes(uid)), JSON.stringify(counts));
  const absentTypes = LEFT_OUT.filter((uid) => !(uid in counts));
  if (absentTypes.length) console.log(`# not registered in this project, so not created: ${absentTypes.join(', ')}`);

  const base = path.join(project.dir, 'backup');
  const exported = await strapiCli(['export', '--file', base, '--no-encrypt', '--no-compress'], { env: { DATABASE_FILENAME: path.join(project.dir, '.tmp', 'data.db') } });
  assert('strapi export --no-encrypt --no-compress writes backup.tar', exported.code === 0 && fs.existsSync(`${base}.tar`), exported.output);
  const unpacked = path.join(project.dir, 'unpacked');
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['-xf', `${base}.tar`, '-C', unpacked]);
  const entityFiles = fs.readdirSync(path.join(unpacked, 'entities')).map((file) => path.join(unpacked, 'entities', file));
  const found = {};
  for (const file of entityFiles)
    for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const { type } = JSON.parse(line);
      found[type] = (found[type] ?? 0) + 1;
    }
  console.log(`# entity types in the archive: ${Object.entries(found).map(([type, n]) => `${type} (${n})`).join(', ')}`);
  assert('the archive holds the end user and the category', found['plugin::users-permissions.user'] === 1 && found['api::category.category'] >= 1, JSON.stringify(found));
  for (const uid of held) assert(`it holds no ${uid} (the copy had ${counts[uid]})`, !(uid in found), JSON.stringify(found));
  assert('nor any other admin:: entity', !Object.keys(found).some((type) => type.startsWith('admin::')), JSON.stringify(found));
});
