// content/user-docs/users-roles-permissions/managing-end-users.mdx, its procedures driven in Chromium on a
// scratch lab's admin panel:
// content/user-docs/users-roles-permissions/managing-end-users.mdx#find-an-end-user: Content Manager, then User
//   under Collection Types; the list shows the id, username, email and confirmed columns, and its search field
//   finds an account by its email;
// content/user-docs/users-roles-permissions/managing-end-users.mdx#create-an-end-user: Create new entry,
//   username, email and password filled, confirmed set to true, the role Authenticated chosen, Save (the edit
//   view has no Publish button); the person logs in at once through POST /api/auth/local; opened again, the
//   account shows the role;
// Block an end user (not numbered): blocked set to true and saved, the login is refused and the token the person
//   already holds is refused too;
// content/user-docs/users-roles-permissions/managing-end-users.mdx#delete-end-users: the three-dot menu of the
//   edit view, Delete entry, Confirm; the account is gone from the list and its login is refused; in the list,
//   a ticked row (an account created through the REST API) brings a Delete button above the table, and Delete
//   then Confirm remove it: gone from the list and from GET /api/users.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const GRACE = { username: 'grace', email: 'grace@example.com', password: 'Compiler-1952' };

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const login = (identifier, password) =>
    fetch(`${lab.url}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier, password }) });
  const graceRow = main.getByRole('row').filter({ hasText: GRACE.email });
  const saved = () => page.waitForResponse((response) => /\/content-manager\/collection-types\/plugin::users-permissions\.user/.test(response.url()) && ['POST', 'PUT'].includes(response.request().method()));
  const openList = async () => {
    await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();
    const collectionTypes = page
      .getByRole('navigation', { name: 'Content Manager' })
      .getByRole('listitem')
      .filter({ hasText: /^Collection Types/ });
    await collectionTypes.getByRole('link', { name: 'User', exact: true }).click();
    await main.getByRole('heading', { level: 1, name: 'User' }).waitFor();
    await page.waitForLoadState('networkidle');
  };
  // The list without the search of the first step, loaded afresh (an account made through the API included).
  const openUnfilteredList = async () => {
    await page.goto(`${lab.url}/admin/content-manager/collection-types/plugin::users-permissions.user`);
    await main.getByRole('row').filter({ hasText: 'reader@example.com' }).waitFor();
  };

  // Find an end user.
  await openList();
  // The headers are styled in capitals; their text, without the sort button's label, is the field name.
  const headers = await main.getByRole('row').first().getByRole('gridcell').allTextContents();
  const columns = headers.map((text) => text.replace(/Sort on .*$/, '').trim()).filter((text) => text && text !== 'Select all entries');
  assert(`the User list shows the columns ${columns.join(', ')}`, columns.join() === 'id,username,email,confirmed', columns.join(' | '));
  await button(main, 'Search').click();
  await main.getByRole('textbox', { name: 'Search for User' }).fill('reader@example.com');
  await page.keyboard.press('Enter');
  await page.waitForURL(/_q=reader/);
  const readerRow = main.getByRole('row').filter({ hasText: 'reader@example.com' });
  await readerRow.waitFor().catch(() => {});
  const found = await readerRow.count();
  const total = await main.getByText(/\d+ entr(y|ies) found/).innerText();
  assert(`the search field finds the seed's end user by email (${found} row, "${total}")`, found === 1 && total === '1 entry found');

  // Create an end user.
  await openList();
  await main.getByRole('link', { name: 'Create new entry' }).click();
  await main.getByRole('textbox', { name: 'username' }).fill(GRACE.username);
  await main.getByRole('textbox', { name: 'email' }).fill(GRACE.email);
  await main.getByRole('textbox', { name: 'password' }).fill(GRACE.password);
  await main.getByRole('checkbox', { name: 'confirmed' }).click();
  await main.getByRole('combobox', { name: 'role' }).click();
  await page.getByRole('option', { name: 'Authenticated' }).click();
  assert('the edit view of a User has Save and no Publish button', (await button(main, 'Publish').count()) === 0 && (await button(main, 'Save').count()) === 1);
  const created = saved();
  await button(main, 'Save').click();
  const createdStatus = (await created).status();
  const first = await login(GRACE.email, GRACE.password);
  const { jwt, user } = await first.json();
  assert(`saved (${createdStatus}), the account logs in at once through POST /api/auth/local (${first.status}, with a JWT: ${Boolean(jwt)})`, first.status === 200 && user?.confirmed === true && Boolean(jwt));
  // Read back through the admin: the saved entry, opened again, lists the role.
  await page.reload();
  const role = main.getByRole('combobox', { name: 'role (1)' });
  await role.waitFor();
  const roles = await main.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Remove' }) }).getByRole('link').allInnerTexts();
  assert(`opened again, the account shows the role chosen in the form (${roles.join(', ')})`, roles.map((text) => text.trim()).join() === 'Authenticated');

  // Block an end user.
  await main.getByRole('checkbox', { name: 'blocked' }).click();
  const blocked = saved();
  await button(main, 'Save').click();
  await blocked;
  const refused = await login(GRACE.email, GRACE.password);
  const refusedBody = await refused.json();
  const tokenStatus = (await fetch(`${lab.url}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status;
  assert(`blocked and saved: the login is refused (${refused.status}, "${refusedBody.error?.message}")`, refused.status === 400 && /blocked/i.test(refusedBody.error?.message ?? ''));
  assert(`… and the token the person already holds is refused (${tokenStatus})`, tokenStatus === 401 || tokenStatus === 403);

  // Delete end users: the three-dot menu of the edit view.
  await button(main, 'More actions').click();
  await page.getByRole('menuitem', { name: 'Delete entry' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/plugin::users-permissions\.user(\?|$)/);
  await openUnfilteredList();
  const rows = await graceRow.count();
  const gone = await login(GRACE.email, GRACE.password);
  assert(`Delete entry and Confirm: the account is gone from the list (${rows} row) and its login is refused (${gone.status})`, rows === 0 && gone.status === 400);
  // Several at once: a ticked row brings a Delete button above the table.
  const apiHeaders = { 'Content-Type': 'application/json', Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` };
  const { roles: endUserRoles } = await (await fetch(`${lab.url}/api/users-permissions/roles`, { headers: apiHeaders })).json();
  const alan = await fetch(`${lab.url}/api/users`, {
    method: 'POST',
    headers: apiHeaders,
    body: JSON.stringify({ username: 'alan', email: 'alan@example.com', password: 'Turing-Machine-1936', confirmed: true, role: endUserRoles.find((role) => role.type === 'authenticated').id }),
  });
  if (alan.status !== 201) throw new Error(`creating a second account answered ${alan.status}: ${await alan.text()}`);
  await openUnfilteredList();
  const alanRow = main.getByRole('row').filter({ hasText: 'alan@example.com' });
  await alanRow.getByRole('checkbox').check();
  await main.getByText('1 entry selected').waitFor();
  await button(main, 'Delete').click();
  const bulkDeleted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/actions/bulkDelete'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const bulkStatus = (await bulkDeleted).status();
  await alanRow.waitFor({ state: 'detached' });
  const listed = await (await fetch(`${lab.url}/api/users?filters[email][$eq]=alan@example.com`, { headers: apiHeaders })).json();
  assert(`a ticked row brings "1 entry selected" and a Delete button above the table; Delete and Confirm remove the account (${bulkStatus}, ${listed.length} left)`, bulkStatus === 200 && listed.length === 0);
});
