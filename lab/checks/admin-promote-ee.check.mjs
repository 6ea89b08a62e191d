// content/dev-docs/configurations/admin-panel.mdx (the `flags.promoteEE` row), on a copy of the lab (Community
// edition) whose config/admin is the lab's with its `flags` changed, driven in Chromium:
// - without a `flags.promoteEE` key, /admin/project-type sends no promoteEE flag and the Settings navigation
//   shows no Single Sign-On, Content History or Audit Logs upgrade link;
// - with `promoteEE: true`, as the config/admin of a project made by create-strapi-app sets it
//   (env.bool('FLAG_PROMOTE_EE', true)), the three upgrade links appear.
// (The admin panel shows them only when window.strapi.flags.promoteEE is truthy, @strapi/admin 5.8.1
// dist/admin/index-DLbx6g-v.js 305, 313, 334, and the server sends the configured flags as they are,
// dist/server/index.js 4331-4332.)
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { openAdmin } from './lib/admin.mjs';
import { adminRequest, assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const ADMIN = { firstname: 'Flags', lastname: 'Check', email: 'flags-check@example.com', password: 'Flags-check-1' };
const UPGRADE_LINKS = ['Single Sign-On', 'Content History', 'Audit Logs'];
const LAB_ADMIN_CONFIG = JSON.stringify(path.join(LAB_DIR, 'dist', 'config', 'admin.js'));

/** The lab's config/admin with `flags` replaced (left out when `flags` is undefined). */
const adminConfig = (flags) => `const lab = require(${LAB_ADMIN_CONFIG}).default;
module.exports = (context) => {
  const { flags: _labFlags, ...config } = lab(context);
  return ${flags === undefined ? 'config' : `{ ...config, flags: ${JSON.stringify(flags)} }`};
};`;

/** Starts a copy with these flags, registers its first administrator, and reads the flags and the Settings links. */
async function settingsWith(flags, cleanup) {
  const project = copyLabProject({ 'dist/config/admin.js': adminConfig(flags) });
  cleanup(async () => project.remove());
  const server = await project.start();
  cleanup(() => server.stop());
  const registered = await adminRequest(server.url, 'POST', '/register-admin', { body: ADMIN });
  if (registered.status !== 200) throw new Error(`register-admin answered ${registered.status}: ${registered.text}`);
  const sent = (await adminRequest(server.url, 'GET', '/project-type')).json?.data?.flags;
  const page = await openAdmin(server.url, cleanup, ADMIN);
  await page.goto(`${server.url}/admin/settings`);
  await page.getByRole('link', { name: 'API Tokens' }).waitFor();
  const shown = [];
  for (const name of UPGRADE_LINKS) if ((await page.getByRole('link', { name }).count()) > 0) shown.push(name);
  await server.stop();
  return { sent, shown };
}

await runCheck(async (cleanup) => {
  const without = await settingsWith(undefined, cleanup);
  assert(`no flags.promoteEE key: the server sends no promoteEE flag (${JSON.stringify(without.sent)})`, without.sent !== undefined && !('promoteEE' in without.sent));
  assert(`no flags.promoteEE key: Settings shows none of the upgrade links (shown: ${without.shown.join(', ') || 'none'})`, without.shown.length === 0);

  const generated = await settingsWith({ promoteEE: true }, cleanup);
  assert(`promoteEE: true, as in a generated project: Settings shows ${UPGRADE_LINKS.join(', ')} (shown: ${generated.shown.join(', ') || 'none'})`, generated.shown.length === UPGRADE_LINKS.length);
});
