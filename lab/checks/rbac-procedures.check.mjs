// content/user-docs/features/RBAC.mdx, its procedures driven in Chromium on a scratch lab's admin panel, with an
// administrator who holds the new role and whose requests show what it allows:
// content/user-docs/features/RBAC.mdx#create-or-edit-a-role: in Settings > Administration panel > Roles, the
//   Duplicate icon of Editor opens a form that is saved under a new name with exactly the boxes it shows: Editor's
//   when its permissions arrived before the form was drawn, none otherwise (CreatePage of @strapi/admin
//   dist/admin/CreatePage-CfCPPYGr.mjs:98 draws it once the layout is loaded; the Permissions form reads the
//   role's permissions only when it mounts, Permissions-gB8QZDch.mjs:1772-1778); Add new role, Name and Description, the Collection Types, Single Types, Plugins and Settings
//   tabs (the Plugins tab's sections and the Upload actions, the Settings tab's sections, read), Read of Restaurant
//   ticked, Save: stored (read back through the admin API); later, the role opened from the list, the Read column
//   header ticked and Save: the holder's next request with the same session reads articles (403 before, 200 after);
// content/user-docs/features/RBAC.mdx#add-conditions-to-a-permission: the Settings (cog) button of the Restaurant
//   row opens a dialog headed Restaurant with a line per granted action and a When list of the built-in
//   conditions, under Default, and no Anytime entry; Is creator, Apply, Save: the holder then lists none of the restaurants (all created by others);
// content/user-docs/features/RBAC.mdx#invite-an-administrator: Invite new user, First name, Last name, Email, the
//   new role, Invite user: an invitation link; opened in another browser, it shows the details filled in, takes a
//   password, and Let's start logs the person in with that role.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, choose, comboboxOptions, goToAdminPath, newVisitor, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';
import { roleRow, saveRole } from './lib/roles.mjs';

const ROLE = { name: 'Menu writer', description: 'Reads the restaurants to write their menus' };
const MARIE = { firstname: 'Marie', lastname: 'Curie', email: 'marie@example.com', password: 'Polonium-1898' };
const RESTAURANTS = '/content-manager/collection-types/api::restaurant.restaurant';
const ARTICLES = '/content-manager/collection-types/api::article.article';

/** A Content Manager list, read through the admin API with `jwt`: its status and how many entries it returns. */
async function listEntries(url, route, jwt) {
  const response = await fetch(`${url}${route}`, { headers: { Authorization: `Bearer ${jwt}` } });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, count: body?.results?.length ?? 0 };
}

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const jwt = await adminLogin(lab.url);
  const roles = async () => (await adminRequest(lab.url, 'GET', '/roles', { jwt })).json?.data ?? [];
  const permissionsOf = async (id) => (await adminRequest(lab.url, 'GET', `/roles/${id}/permissions`, { jwt })).json?.data ?? [];

  // Create or edit a role: from a duplicate of Editor.
  await goToAdminPath(page, 'admin-roles');
  await roleRow(page, 'Editor').getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('checkbox', { name: 'Select Publish restaurant permission' }).waitFor();
  // The form is filled from the role's permissions only if they arrived before it was drawn: read it once
  // every request has settled.
  await page.waitForLoadState('networkidle');
  const duplicateTicked = await page.getByRole('checkbox', { name: 'Select Publish restaurant permission' }).isChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Editor copy');
  await page.getByRole('textbox', { name: 'Description' }).fill('Starts from the Editor role');
  const duplicated = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/roles');
  await button(page, 'Save').click();
  const duplicatedStatus = (await duplicated).status();
  // Once the role and its permissions are stored, the admin panel opens the new role.
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  const all = await roles();
  const [editor, copy] = ['Editor', 'Editor copy'].map((name) => all.find((role) => role.name === name));
  const key = (permission) => `${permission.action} ${permission.subject ?? ''}`;
  const [editorPermissions, copyPermissions] = [(await permissionsOf(editor.id)).map(key).sort(), copy ? (await permissionsOf(copy.id)).map(key).sort() : []];
  const sameAsShown = duplicateTicked ? copyPermissions.length > 0 && copyPermissions.join() === editorPermissions.join() : copyPermissions.length === 0;
  assert(`the Duplicate icon of Editor opened a form ${duplicateTicked ? "with Editor's boxes ticked" : 'with no box ticked'}; saved as Editor copy (${duplicatedStatus}), it holds what the form showed: ${copyPermissions.length} permissions (Editor has ${editorPermissions.length})`, sameAsShown && editorPermissions.length > 0);

  // Create or edit a role: Add new role.
  await goToAdminPath(page, 'admin-roles');
  await button(page, 'Add new role').first().click();
  await page.getByRole('heading', { name: 'Create a role' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(ROLE.name);
  await page.getByRole('textbox', { name: 'Description' }).fill(ROLE.description);
  const tabs = (await page.getByRole('tab').allTextContents()).map((text) => text.trim());
  assert(`the permissions have the tabs ${tabs.join(', ')}`, tabs.join() === 'Collection Types,Single Types,Plugins,Settings');
  await page.getByRole('tab', { name: 'Plugins' }).click();
  // A section's heading holds its name, then a description for screen readers ("Permissions settings for …").
  const sectionsOf = async () => (await page.getByRole('tabpanel').getByRole('heading').allTextContents()).map((text) => text.replace(/Permissions settings for .*$/, '').trim()).filter(Boolean);
  const pluginSections = await sectionsOf();
  await page.getByRole('tabpanel').getByRole('button', { name: /^Upload/ }).click();
  const uploadActions = ['Access the Media Library', 'Create (upload)', 'Update (crop, details, replace) + delete', 'Download', 'Copy link'];
  await page.getByRole('tabpanel').getByText(uploadActions[0], { exact: true }).waitFor();
  const uploadText = await page.getByRole('tabpanel').textContent();
  assert(`the Plugins tab has the sections ${pluginSections.join(', ')}; Upload's actions include ${uploadActions.join(' | ')}`, ['Content-manager', 'Content-type-builder', 'Upload', 'Users-permissions'].every((name) => pluginSections.includes(name)) && uploadActions.every((action) => uploadText.includes(action)), uploadText.slice(0, 800));
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settingsSections = await sectionsOf();
  assert(`the Settings tab has the sections ${settingsSections.join(', ')}`, ['Api tokens', 'Transfer tokens', 'Webhooks', 'Internationalization', 'Media library', 'Email', 'Users and roles', 'Project', 'Plugins and marketplace'].every((name) => settingsSections.includes(name)));
  await page.getByRole('tab', { name: 'Collection Types' }).click();
  await page.getByRole('checkbox', { name: 'Select Read restaurant permission' }).check();
  const createStatus = await saveRole(page);
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  const created = (await roles()).find((role) => role.name === ROLE.name);
  const granted = created ? (await permissionsOf(created.id)).map(key) : [];
  assert(`Save (${createStatus}) stores the role with its description and ${granted.join(', ')}`, created?.description === ROLE.description && granted.join() === 'plugin::content-manager.explorer.read api::restaurant.restaurant');

  // Invite an administrator, with the new role.
  await goToAdminPath(page, 'admin-users');
  await button(main, 'Invite new user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First name' }).fill(MARIE.firstname);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(MARIE.lastname);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(MARIE.email);
  const roleList = dialog.getByRole('combobox', { name: "User's roles" });
  const offered = await comboboxOptions(page, roleList);
  await choose(page, roleList, ROLE.name);
  await page.keyboard.press('Escape');
  await button(dialog, 'Invite user').click();
  await button(dialog, 'Copy to clipboard').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await button(dialog, 'Finish').click();
  assert(`Invite user shows an invitation link (${link.split('?')[0]}); the roles offered were ${offered.join(', ')}`, link.startsWith(`${lab.url}/admin/auth/register?registrationToken=`) && offered.includes(ROLE.name));
  const marie = await newVisitor(page.context().browser(), lab.url);
  await marie.goto(link);
  const filled = marie.getByRole('textbox', { name: 'First name', exact: true });
  await filled.waitFor();
  await marie.waitForFunction(() => document.querySelector('input[name="email"]')?.value !== '');
  const shown = { firstname: await filled.inputValue(), email: await marie.getByRole('textbox', { name: 'Email', exact: true }).inputValue() };
  await marie.getByRole('textbox', { name: 'Password', exact: true }).fill(MARIE.password);
  await marie.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(MARIE.password);
  await marie.getByRole('button', { name: "Let's start" }).click();
  await marie.getByRole('heading', { level: 1, name: `Hello ${MARIE.firstname}` }).waitFor();
  await marie.context().close();
  const marieLogin = await adminRequest(lab.url, 'POST', '/login', { body: { email: MARIE.email, password: MARIE.password } });
  const marieJwt = marieLogin.json?.data?.token;
  const me = (await adminRequest(lab.url, 'GET', '/users/me', { jwt: marieJwt })).json?.data;
  assert(`the link opens a page with her details filled in (${shown.firstname}, ${shown.email}); a password and Let's start log her in, with the role ${me?.roles?.map((role) => role.name).join(', ')}`, shown.firstname === MARIE.firstname && shown.email === MARIE.email && me?.roles?.length === 1 && me.roles[0].name === ROLE.name);

  // What the role allows, then the role edited: the same session's next request.
  const [restaurantsBefore, articlesBefore] = [await listEntries(lab.url, RESTAURANTS, marieJwt), await listEntries(lab.url, ARTICLES, marieJwt)];
  await goToAdminPath(page, 'admin-roles');
  await roleRow(page, ROLE.name).getByRole('gridcell', { name: ROLE.name, exact: true }).click();
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  await page.getByRole('checkbox', { name: 'Select all Read permissions' }).check();
  await saveRole(page);
  const articlesAfter = await listEntries(lab.url, ARTICLES, marieJwt);
  assert(`the role lets its holder list restaurants (${restaurantsBefore.status}, ${restaurantsBefore.count}) and not articles (${articlesBefore.status}); its row clicked, the Read column ticked and saved, her next request lists articles (${articlesAfter.status}, ${articlesAfter.count})`, restaurantsBefore.status === 200 && restaurantsBefore.count > 0 && articlesBefore.status === 403 && articlesAfter.status === 200 && articlesAfter.count > 0);

  // Add conditions to a permission.
  await page.getByRole('button', { name: 'Restaurant', exact: true }).hover();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Settings' }).first().click();
  const conditions = page.getByRole('dialog');
  const when = conditions.getByRole('combobox').first();
  await when.waitFor();
  const lines = (await conditions.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  const whenOptions = await comboboxOptions(page, when);
  assert(`the cog opens a dialog headed Restaurant, a line per granted action (${lines.filter((line) => /^Can/.test(line)).join(' | ')}), the When list offering ${whenOptions.join(', ')}`, lines[0].startsWith('Restaurant') && lines.some((line) => line.startsWith('Can Read')) && whenOptions.includes('Is creator') && whenOptions.includes('Has same role as creator') && !whenOptions.includes('Anytime'));
  await when.click();
  await page.getByRole('option', { name: 'Is creator', exact: true }).click();
  await page.keyboard.press('Escape');
  await button(conditions, 'Apply').click();
  await saveRole(page);
  const restaurantsAfter = await listEntries(lab.url, RESTAURANTS, marieJwt);
  assert(`Is creator, Apply, Save: she now lists ${restaurantsAfter.count} restaurants (${restaurantsAfter.status}), none being hers`, restaurantsAfter.status === 200 && restaurantsAfter.count === 0);
});
