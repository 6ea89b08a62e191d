// content/user-docs/users-roles-permissions/configuring-end-users-roles.mdx, "Edit a role's permissions" driven in
// Chromium on a scratch lab's admin panel, with the Public role (the seed lets it find restaurants):
// - in Settings > Users & Permissions plugin > Roles, the role's name opens it; the Permissions sections are the
//   content-types, then Content types builder, Email, i18n, Upload and Users-permissions (formatPluginName and
//   the sorted section keys of @strapi/plugin-users-permissions dist/_chunks/index-C7gxFU5j.mjs:34-59);
// - find of Restaurant unticked and saved with Save, GET /api/restaurants without a token goes from 200 to 403;
//   ticked again and saved, it answers 200: the change applies to the next request, without a restart;
// - the cog of find shows its route, GET /api/restaurants.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const publicStatus = async () => (await fetch(`${lab.url}/api/restaurants`)).status;

  const before = await publicStatus();
  await goToAdminPath(page, 'up-roles-public');
  // A section's button is named by its name followed by its description.
  await main.getByRole('button', { name: /^Restaurant\b/ }).click();
  const sections = (await main.getByRole('heading', { level: 3 }).allInnerTexts()).map((text) => text.trim().split('\n')[0]);
  const plugins = sections.slice(sections.indexOf('Restaurant') + 1, sections.indexOf('Restaurant') + 6);
  assert(`the sections are the content-types, then ${plugins.join(', ')}`, plugins.join() === 'Content types builder,Email,i18n,Upload,Users-permissions', sections.join(' | '));

  // One section is open at a time: find is Restaurant's. Its cog first: ticking a box also selects its
  // action, and the cog of a selected action unselects it (SELECT_ACTION, index-C7gxFU5j.mjs:387-413).
  const find = main.getByRole('checkbox', { name: 'find', exact: true });
  await find.hover();
  // The cog is a button named for screen readers after the action it shows.
  await main.getByRole('button', { name: /^Show bound route for api::restaurant\.controllers\.restaurant\.find$/ }).click();
  // The panel titles the route "Bound route to …", then shows its method and path.
  const title = page.getByRole('heading', { name: /Bound route to/ });
  const shown = await title.waitFor({ timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  const panel = shown ? (await title.locator('xpath=..').innerText()).replace(/\s+/g, '') : '';
  assert(`the cog of find shows the route it is bound to, GET /api/restaurants (${panel})`, panel.includes('GET/api/restaurants'), (await page.getByRole('heading', { level: 3 }).allInnerTexts()).join(' | '));

  // Save, and wait for the role to be stored (an earlier notification may still show).
  const save = async () => {
    const stored = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/users-permissions/roles/'));
    await button(main, 'Save').click();
    await stored;
  };
  await find.uncheck();
  await save();
  const refused = await publicStatus();
  assert(`find of Restaurant unticked and saved: GET /api/restaurants without a token goes from ${before} to ${refused}`, before === 200 && refused === 403);

  await find.check();
  await save();
  const allowed = await publicStatus();
  assert(`ticked again and saved: it answers ${allowed} on the next request`, allowed === 200);
});
