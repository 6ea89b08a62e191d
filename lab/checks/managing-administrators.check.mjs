// content/user-docs/users-roles-permissions/managing-administrators.mdx, its procedures driven in Chromium on a
// scratch lab's admin panel:
// content/user-docs/users-roles-permissions/managing-administrators.mdx#invite-a-new-administrator: in Settings >
//   Administration panel > Users, Invite new user opens a dialog with User details (First name, Last name, Email)
//   and User's roles; Invite user shows the registration link with a copy icon that copies it; after Finish the
//   account is listed as Inactive; the edit page of that account does not show the link again (the admin API
//   leaves registrationToken out of the user it returns: sanitizeUser of @strapi/admin dist/server/index.js:1662-1667);
// content/user-docs/users-roles-permissions/managing-administrators.mdx#edit-an-administrator: the pencil icon
//   opens Password, Confirm Password, Active and the roles; a second role and a password saved with Save, the
//   person logs in with them;
// content/user-docs/users-roles-permissions/managing-administrators.mdx#deactivate-an-administrator: Active turned
//   off and saved, the person's login ends on an Oops... page saying that the account has been suspended;
// content/user-docs/users-roles-permissions/managing-administrators.mdx#delete-administrators: a ticked box only
//   brings "1 entry selected", with no Delete button above the list (the list renders Table.ActionBar without
//   children, @strapi/admin dist/admin/ListPage-jlU2BRvA.mjs:381); the trash icon and Confirm on the last Super
//   Admin are refused with "You must have at least one user with super admin role." and the account stays; on
//   the invited account they delete it: gone from the list and from the admin API's users.
// content/user-docs/features/RBAC.mdx: the Users list has no bulk deletion, a user is deleted with the trash icon
//   of their row (the same run as #delete-administrators above).
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, choose, goToAdminPath, lastNotification, logIn, newVisitor, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';

const ADA = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'Analytical-Engine-1843' };

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const adaRow = main.getByRole('row').filter({ hasText: ADA.email });

  // Invite a new administrator.
  await goToAdminPath(page, 'admin-users');
  await button(main, 'Invite new user').click();
  const dialog = page.getByRole('dialog');
  assert('the dialog has a User details part', (await dialog.getByRole('heading', { name: 'User details' }).count()) === 1);
  await dialog.getByRole('textbox', { name: 'First name' }).fill(ADA.firstname);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(ADA.lastname);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(ADA.email);
  await choose(page, dialog.getByRole('combobox', { name: "User's roles" }), 'Editor');
  await page.keyboard.press('Escape');
  await button(dialog, 'Invite user').click();
  await button(dialog, 'Copy to clipboard').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert(`Invite user shows the registration link, and its copy icon copies it (${link.slice(0, 60)}…)`, link.startsWith(`${lab.url}/admin/auth/register?registrationToken=`));
  await button(dialog, 'Finish').click();
  await adaRow.waitFor();
  assert('after Finish, the account is listed as Inactive', (await adaRow.getByRole('gridcell', { name: 'Inactive', exact: true }).count()) === 1);

  // Edit an administrator: the pencil icon.
  await adaRow.getByRole('link', { name: `Edit ${ADA.firstname} ${ADA.lastname}` }).click();
  await main.getByRole('textbox', { name: 'Confirm Password' }).waitFor();
  assert('the edit page of an invited account does not show the registration link again', (await main.getByText(/registrationToken=/).count()) === 0);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(ADA.password);
  await main.getByRole('textbox', { name: 'Confirm Password' }).fill(ADA.password);
  await main.getByRole('checkbox', { name: 'Active' }).check();
  await choose(page, main.getByRole('combobox', { name: "User's roles" }), 'Author');
  await page.keyboard.press('Escape');
  await button(main, 'Save').click();
  await lastNotification(page);
  const jwt = await adminLogin(lab.url);
  const users = await adminRequest(lab.url, 'GET', '/users?pageSize=100', { jwt });
  const saved = (users.json?.data?.results ?? []).find((user) => user.email === ADA.email);
  const roles = (saved?.roles ?? []).map((role) => role.name).sort();
  assert(`saved: the account is active with the roles ${roles.join(' and ')}`, saved?.isActive === true && roles.join() === 'Author,Editor', users.text.slice(0, 600));

  const adaPage = await newVisitor(page.context().browser(), lab.url);
  await logIn(adaPage, lab.url, ADA);
  await adaPage.waitForURL(/\/admin\/?$/).catch(() => {});
  assert(`the person logs in with the password set on the edit page (${adaPage.url()})`, /\/admin\/?$/.test(adaPage.url()));
  await adaPage.context().close();

  // Deactivate an administrator.
  await goToAdminPath(page, 'admin-users');
  await adaRow.getByRole('link', { name: `Edit ${ADA.firstname} ${ADA.lastname}` }).click();
  await main.getByRole('checkbox', { name: 'Active' }).uncheck();
  await button(main, 'Save').click();
  await lastNotification(page);

  const refused = await newVisitor(page.context().browser(), lab.url);
  await logIn(refused, lab.url, ADA);
  await refused.waitForURL(/\/auth\/oops/).catch(() => {});
  const shown = await refused.locator('body').innerText();
  assert('an inactive administrator cannot log in: an Oops... page says the account has been suspended', /\/auth\/oops/.test(refused.url()) && shown.includes('Oops...') && shown.includes('Your account has been suspended.'), `${refused.url()}\n${shown}`);

  // Delete administrators: ticked boxes only count the selected rows.
  await refused.context().close();
  await goToAdminPath(page, 'admin-users');
  await adaRow.getByRole('checkbox').check();
  await main.getByText('1 entry selected', { exact: true }).waitFor();
  assert('a ticked account brings "1 entry selected" and no Delete button above the list', (await button(main, 'Delete').count()) === 0);
  await adaRow.getByRole('checkbox').uncheck();

  // The last Super Admin (the lab's admin) cannot be deleted.
  const adminRow = main.getByRole('row').filter({ hasText: credentials().admin.email });
  await adminRow.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const lastSuperAdmin = await page
    .getByText('You must have at least one user with super admin role.')
    .first()
    .waitFor()
    .then(
      () => true,
      () => false,
    );
  assert('the trash icon and Confirm on the last Super Admin are refused: "You must have at least one user with super admin role."', lastSuperAdmin && (await adminRow.count()) === 1);

  // The trash icon of the invited account, and Confirm.
  await adaRow.getByRole('button', { name: `Delete ${ADA.firstname} ${ADA.lastname}` }).click();
  const deleted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/users/batch-delete'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const deleteStatus = (await deleted).status();
  await adaRow.waitFor({ state: 'detached' });
  const remaining = await adminRequest(lab.url, 'GET', '/users?pageSize=100', { jwt });
  const stillStored = (remaining.json?.data?.results ?? []).some((user) => user.email === ADA.email);
  assert(`the trash icon and Confirm delete the account (${deleteStatus}): gone from the list and from the admin API`, deleteStatus === 200 && !stillStored);
});
