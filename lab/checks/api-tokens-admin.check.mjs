// content/user-docs/settings/API-tokens.mdx, its procedures driven in Chromium on a scratch lab's admin panel:
// content/user-docs/settings/API-tokens.mdx#create-an-api-token: in Settings > Global Settings > API Tokens,
//   Create new API Token opens a Details box with Name, Description, Token duration (7 days, 30 days, 90 days,
//   Unlimited) and Token type (Read-only, Full access, Custom); after Save, the value appears at the top of the
//   page with a copy button and the warning that it will not be shown again, and the button copies it; opened
//   again, the token no longer shows it, and its duration is read-only with an Expiration date; the token works
//   on the REST API with its type's rights: read-only lists published articles (200) and is refused a POST (403);
// Edit an API token (not numbered): switched to Full access and saved, the same value may create (201);
// content/user-docs/settings/API-tokens.mdx#set-custom-permissions: on a Full access token the boxes are ticked
//   and greyed out; switched to Custom they stay ticked and can be unticked; Restaurant expanded, the gear next
//   to find shows GET /api/restaurants; saved without find, the token gets 403 there and still 200 on articles;
//   find ticked again and saved, it gets 200 there (switching to a preset replaces the ticked actions: the
//   ON_CHANGE_READ_ONLY and SELECT_ALL_ACTIONS cases of @strapi/admin dist/admin/EditViewPage-DwfsUz5e.mjs:505-510, :500-503);
// content/user-docs/settings/API-tokens.mdx#regenerate-an-api-token: Regenerate, confirm, the new value shows;
//   the old one gets 401, the new one 200;
// Delete an API token (not numbered): the list's trash icon and a confirmation; the value then gets 401.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, choose, comboboxOptions, goToAdminPath, lastNotification, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const NAME = 'nextjs-frontend';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const rest = (method, route, key, body) =>
    fetch(`${lab.url}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body && { 'Content-Type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
  const shownKey = async () => {
    await button(main, 'Copy to clipboard').waitFor();
    return (await main.getByText(/^[0-9a-f]{64,}$/).innerText()).trim();
  };

  // Create an API token.
  await goToAdminPath(page, 'api-tokens');
  await page.getByRole('link', { name: 'Create new API Token' }).click();
  const duration = main.getByRole('combobox', { name: 'Token duration' });
  const type = main.getByRole('combobox', { name: 'Token type' });
  await main.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await main.getByRole('textbox', { name: 'Description' }).fill('Lab check: the web front end');
  const durations = await comboboxOptions(page, duration);
  assert(`Token duration offers 7 days, 30 days, 90 days and Unlimited (${durations.join(', ')})`, durations.join() === '7 days,30 days,90 days,Unlimited');
  const types = await comboboxOptions(page, type);
  assert(`Token type offers Read-only, Full access and Custom (${types.join(', ')})`, types.join() === 'Read-only,Full access,Custom');
  await choose(page, duration, '7 days');
  await choose(page, type, 'Read-only');
  await button(main, 'Save').click();

  const key = await shownKey();
  const warning = await main.getByText(/won.t be able to see it again/).count();
  assert('after Save, the value shows at the top of the page with a copy button and a see-it-once warning', key.length >= 64 && warning === 1);
  await button(main, 'Copy to clipboard').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert('the copy button puts the value on the clipboard', copied === key);

  const read = await rest('GET', '/api/articles?status=published', key);
  const readBody = await read.json();
  assert(`the read-only token lists the published articles (${read.status}, ${readBody.data?.length} articles)`, read.status === 200 && readBody.data?.length === 4);
  const write = await rest('POST', '/api/articles', key, { data: { title: 'New menu' } });
  assert(`the read-only token is refused a POST (${write.status})`, write.status === 403);

  // Manage existing tokens: the list's row opens the token, which no longer shows its value.
  await goToAdminPath(page, 'api-tokens');
  await main.getByRole('row').filter({ hasText: NAME }).getByRole('gridcell', { name: NAME, exact: true }).click();
  await main.getByRole('textbox', { name: 'Name' }).waitFor();
  const keyAgain = await main.getByText(key).count();
  const expiration = await main.getByText(/^Expiration date: /).count();
  assert('opened again from its row, the token no longer shows its value', keyAgain === 0 && (await button(main, 'Copy to clipboard').count()) === 0);
  assert('… and its duration is read-only, with an Expiration date', (await duration.isDisabled()) && expiration === 1);

  // Edit an API token: Full access, saved; the value does not change.
  await choose(page, type, 'Full access');
  await button(main, 'Save').click();
  await lastNotification(page);
  const created = await rest('POST', '/api/articles', key, { data: { title: 'New menu' } });
  assert(`switched to Full access and saved, the same value may create an article (${created.status})`, created.status === 201);

  // Set custom permissions: the boxes of a preset are ticked and greyed out; Custom makes them editable.
  await main.getByRole('button', { name: 'Restaurant' }).click();
  const restaurant = main.getByRole('region', { name: 'Restaurant' });
  const find = restaurant.getByRole('checkbox', { name: 'find', exact: true });
  assert('on a Full access token, the boxes are ticked and cannot be changed', (await find.isChecked()) && (await find.isDisabled()));
  await choose(page, type, 'Custom');
  await find.uncheck();
  assert('Custom keeps the ticked actions and lets you untick one', !(await find.isChecked()) && (await restaurant.getByRole('checkbox', { name: 'findOne', exact: true }).isChecked()));
  await restaurant.getByRole('button').first().click();
  const route = await main.getByText('/api/restaurants', { exact: true }).count();
  assert('the gear next to find shows the route it unlocks, GET /api/restaurants', route >= 1 && (await main.getByText('GET', { exact: true }).count()) >= 1);
  await button(main, 'Save').click();
  await lastNotification(page);
  const withoutFind = (await rest('GET', '/api/restaurants', key)).status;
  const articles = (await rest('GET', '/api/articles', key)).status;
  assert(`saved without Restaurant find, the token gets ${withoutFind} on GET /api/restaurants and ${articles} on GET /api/articles`, withoutFind === 403 && articles === 200);
  await find.check();
  // An earlier notification may still show: wait for the token to be stored.
  const stored = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/admin\/api-tokens\/\d+$/.test(new URL(response.url()).pathname));
  await button(main, 'Save').click();
  await stored;
  const withFind = (await rest('GET', '/api/restaurants', key)).status;
  assert(`find ticked again and saved, the token gets ${withFind} on GET /api/restaurants`, withFind === 200);

  // Regenerate an API token.
  await button(main, 'Regenerate').click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: /Regenerate|Confirm/ }).last().click();
  const newKey = await shownKey();
  const oldStatus = (await rest('GET', '/api/articles', key)).status;
  const newStatus = (await rest('GET', '/api/articles', newKey)).status;
  assert(`after Regenerate and its confirmation, a new value shows; the old one gets ${oldStatus}, the new one ${newStatus}`, newKey !== key && oldStatus === 401 && newStatus === 200);

  // Delete an API token, from the list.
  await goToAdminPath(page, 'api-tokens');
  await main.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await main.getByRole('row').filter({ hasText: NAME }).waitFor({ state: 'detached' });
  const deleted = (await rest('GET', '/api/articles', newKey)).status;
  assert(`deleted from the list with its trash icon and a confirmation, the token gets ${deleted}`, deleted === 401);
});
