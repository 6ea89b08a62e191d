// content/dev-docs/cli.mdx (strapi configuration:dump): on a project copy whose core store holds admin panel
// settings (a logo in `core_admin_project-settings`, SSO options in `core_admin_auth`, written with strapi.store as
// the admin panel's settings pages do), `strapi configuration:dump --file F`:
// - writes every `plugin_*` entry of the store (Users & Permissions, Upload, Content Manager…) and nothing else:
//   no `core_admin_*` entry and no other key;
// - ends with "Successfully exported N configuration entries", N being the number of entries written.
import fs from 'node:fs';
import path from 'node:path';
import { assert, runCheck, strapiCli } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const writeAdminSettings = `
  const adminStore = strapi.store({ type: 'core', name: 'admin' });
  await adminStore.set({ key: 'project-settings', value: { menuLogo: { name: 'logo.png', url: '/uploads/logo.png', width: 100, height: 100, ext: '.png', size: 1 } } });
  await adminStore.set({ key: 'auth', value: { providers: { autoRegister: false, defaultRole: null, ssoLockedRoles: [] } } });
  const entries = await strapi.db.query('strapi::core-store').findMany({ select: ['key'] });
  return entries.map((entry) => entry.key).sort();
`;

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  const stored = await project.evaluate(writeAdminSettings);
  const adminKeys = stored.filter((key) => key.startsWith('core_admin_'));
  const pluginKeys = stored.filter((key) => key.startsWith('plugin_'));
  assert(`the store holds admin settings (${adminKeys.join(', ')}) and ${pluginKeys.length} plugin entries among ${stored.length} keys`, adminKeys.includes('core_admin_project-settings') && adminKeys.includes('core_admin_auth') && pluginKeys.length > 0, stored.join('\n'));

  const file = path.join(project.dir, 'config-dump.json');
  // The CLI loads the lab's project on the copy's database.
  const dump = await strapiCli(['configuration:dump', '--file', file], { env: { DATABASE_FILENAME: path.join(project.dir, '.tmp', 'data.db') } });
  const written = dump.code === 0 && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).map((entry) => entry.key).sort() : [];
  assert(`configuration:dump writes the ${written.length} plugin_* entries of the store, the same keys`, JSON.stringify(written) === JSON.stringify(pluginKeys), dump.output);
  assert(`and no core_admin_* entry or other key (left out: ${stored.filter((key) => !written.includes(key)).join(', ')})`, written.length > 0 && written.every((key) => key.startsWith('plugin_')));
  const summary = dump.output.split('\n').find((line) => line.startsWith('Successfully exported')) ?? '';
  assert(`it ends with "${summary}"`, summary === `Successfully exported ${written.length} configuration entries`, dump.output);
});
