// content/user-docs/users-roles-permissions/configuring-administrator-roles.mdx, its procedures driven in Chromium
// on a scratch lab's admin panel; first the roles list: Super Admin, Editor and Author, each row with Duplicate,
// Edit and Delete icons; Super Admin's edit page has every field and box disabled;
// content/user-docs/users-roles-permissions/configuring-administrator-roles.mdx#create-a-role: Add new role opens
//   Create a role, Name and Description filled, Read of Restaurant ticked in the Collection Types tab, Save; the
//   role is stored with that permission (read back through the admin API) and offered in the User's roles list
//   of the Invite new user dialog;
// content/user-docs/users-roles-permissions/configuring-administrator-roles.mdx#add-conditions-to-permissions:
//   the Settings (cog) button of the Restaurant row opens the conditions dialog, headed Restaurant, with one line
//   per granted action ("Can Read … When"), whose When list is empty (it reads "1 currently selected" once Is
//   creator is chosen); Apply, Save: the permission is stored with the admin::is-creator condition;
// content/user-docs/users-roles-permissions/configuring-administrator-roles.mdx#edit-a-role: its pencil icon, a
//   new description, Save; the header counts the role's users; the description is stored;
// content/user-docs/users-roles-permissions/configuring-administrator-roles.mdx#delete-a-role: with an
//   administrator holding the role, its trash icon only shows "A role cannot be deleted if associated with
//   users"; once nobody holds it, the trash icon and Confirm delete it.
import { startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, comboboxOptions, goToAdminPath, lastNotification, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';
import { roleRow, saveRole } from './lib/roles.mjs';

const ROLE = { name: 'Translator FR', description: 'Translates the restaurants into French' };

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const jwt = await adminLogin(lab.url);
  const storedRole = async () => ((await adminRequest(lab.url, 'GET', '/roles', { jwt })).json?.data ?? []).find((role) => role.name === ROLE.name);
  const restaurantRead = async (id) =>
    ((await adminRequest(lab.url, 'GET', `/roles/${id}/permissions`, { jwt })).json?.data ?? []).find(
      (permission) => permission.action === 'plugin::content-manager.explorer.read' && permission.subject === 'api::restaurant.restaurant',
    );

  // The roles list.
  await goToAdminPath(page, 'admin-roles');
  await roleRow(page, 'Author').waitFor();
  const names = (await page.getByRole('row').allInnerTexts()).slice(1).map((text) => text.split('\n')[0].trim());
  assert(`the list holds ${names.join(', ')}`, [...names].sort().join() === 'Author,Editor,Super Admin');
  const icons = await roleRow(page, 'Editor').getByRole('button').allInnerTexts();
  assert(`each row ends with ${icons.join(', ')} icons`, icons.join() === 'Duplicate,Edit,Delete');
  await roleRow(page, 'Super Admin').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  await page.getByRole('checkbox', { name: 'Select all Read permissions' }).waitFor();
  const superAdminLocked = (await page.getByRole('textbox', { name: 'Name' }).isDisabled()) && (await page.getByRole('checkbox', { name: 'Select all Read permissions' }).isDisabled()) && (await button(page, 'Save').isDisabled());
  assert('Super Admin cannot be edited: its name, its boxes and Save are disabled', superAdminLocked);

  // Create a role.
  await goToAdminPath(page, 'admin-roles');
  await button(page, 'Add new role').first().click();
  await page.getByRole('heading', { name: 'Create a role' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(ROLE.name);
  await page.getByRole('textbox', { name: 'Description' }).fill(ROLE.description);
  await page.getByRole('tab', { name: 'Collection Types' }).click();
  await page.getByRole('checkbox', { name: 'Select Read restaurant permission' }).check();
  const createStatus = await saveRole(page);
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  const created = await storedRole();
  const read = created && (await restaurantRead(created.id));
  assert(`saved (${createStatus}), the role is stored with its description and Read of Restaurant`, created?.description === ROLE.description && Boolean(read));
  await goToAdminPath(page, 'admin-users');
  await button(main, 'Invite new user').click();
  const offered = await comboboxOptions(page, page.getByRole('dialog').getByRole('combobox', { name: "User's roles" }));
  assert(`the Invite new user dialog offers it in User's roles (${offered.join(', ')})`, offered.includes(ROLE.name));
  await page.keyboard.press('Escape');

  // Add conditions to permissions.
  await page.goto(`${lab.url}/admin/settings/roles/${created.id}`);
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  await page.getByRole('button', { name: 'Restaurant', exact: true }).hover();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Settings' }).click();
  const conditions = page.getByRole('dialog');
  await conditions.getByRole('combobox').first().waitFor();
  // Capitals are styling: textContent gives the words as written.
  const lines = (await conditions.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  const when = conditions.getByRole('combobox').first();
  const shownBefore = (await when.textContent()).trim();
  assert(`the dialog is headed Restaurant, with one line per granted action (${lines.filter((line) => /^Can/.test(line)).join(' | ')})`, lines[0].startsWith('Restaurant') && lines.filter((line) => /^Can/.test(line)).join() === 'Can Read When');
  // MultiSelectNested without a placeholder, its text a count (@strapi/admin dist/admin/Permissions-gB8QZDch.mjs:1131-1139).
  assert(`its When list is empty ("${shownBefore}") until a condition is chosen`, shownBefore === '');
  const whenOptions = await comboboxOptions(page, when);
  assert(`the When list offers ${whenOptions.join(', ')}`, whenOptions.includes('Is creator') && whenOptions.includes('Has same role as creator'));
  await when.click();
  await page.getByRole('option', { name: 'Is creator', exact: true }).click();
  await page.keyboard.press('Escape');
  const shownAfter = (await when.textContent()).trim();
  assert(`Is creator chosen, the When list reads "${shownAfter}"`, shownAfter === '1 currently selected');
  await button(conditions, 'Apply').click();
  await saveRole(page);
  const conditioned = await restaurantRead(created.id);
  assert(`Apply, then Save: Read of Restaurant is stored with the conditions ${JSON.stringify(conditioned?.conditions)}`, conditioned?.conditions?.join() === 'admin::is-creator');

  // Edit a role: the pencil icon.
  await goToAdminPath(page, 'admin-roles');
  await roleRow(page, ROLE.name).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('heading', { name: 'Edit a role' }).waitFor();
  const usersCount = (await page.getByRole('button', { name: /users? with this role$/ }).innerText()).trim();
  await page.getByRole('textbox', { name: 'Description' }).fill('Translates restaurants and articles into French');
  await saveRole(page);
  assert(`the header counts the role's users ("${usersCount}"); the new description is stored`, usersCount === '0 users with this role' && (await storedRole())?.description === 'Translates restaurants and articles into French');

  // Delete a role: refused while an administrator holds it.
  const invited = await adminRequest(lab.url, 'POST', '/users', { jwt, body: { firstname: 'Marie', lastname: 'Curie', email: 'marie@example.com', roles: [created.id] } });
  if (invited.status !== 201) throw new Error(`creating an administrator with the role answered ${invited.status}: ${invited.text}`);
  await goToAdminPath(page, 'admin-roles');
  await roleRow(page, ROLE.name).getByRole('button', { name: 'Delete' }).click();
  const refusal = await lastNotification(page);
  assert(`held by an administrator, its trash icon only shows "${refusal.replace(/\s+/g, ' ')}"`, refusal.endsWith('A role cannot be deleted if associated with users') && (await page.getByRole('alertdialog').count()) === 0 && Boolean(await storedRole()));

  await adminRequest(lab.url, 'DELETE', `/users/${invited.json.data.id}`, { jwt });
  await page.reload();
  await roleRow(page, ROLE.name).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await roleRow(page, ROLE.name).waitFor({ state: 'detached' });
  assert('once nobody holds it, the trash icon and Confirm delete it', (await storedRole()) === undefined);
});
