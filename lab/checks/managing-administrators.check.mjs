// content/user-docs/users-roles-permissions/managing-administrators.mdx, its procedures driven in Chromium on a
// scratch lab's admin panel:
// - Invite a new administrator: in Settings > Administration panel > Users, Invite new user opens a dialog with
//   User details (First name, Last name, Email) and User's roles; Invite user shows the registration link with a
//   copy icon that copies it; after Finish the account is listed as Inactive;
// - the edit page of that account does not show the link again (the admin API leaves registrationToken out of
//   the user it returns: sanitizeUser of @strapi/admin dist/server/index.js:1662-1667);
// - Edit an administrator: the pencil icon opens Password, Confirm Password, Active and the roles; a second role
//   and a password saved with Save, the person logs in with them;
// - Deactivate an administrator: Active turned off and saved, the person's login ends on an Oops... page saying
//   that the account has been suspended.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, choose, goToAdminPath, lastNotification, logIn, newVisitor, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';

const ADA = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'Analytical-Engine-1843' };

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
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
});
