// content/user-docs/settings/transfer-tokens.mdx, driven in Chromium on a scratch lab's admin panel:
// content/user-docs/settings/transfer-tokens.mdx#create-a-transfer-token: in Settings > Global Settings >
//   Transfer Tokens, Create new Transfer Token opens a form with Name, Description, Token duration (7 days,
//   30 days, 90 days, Unlimited) and Token type (Push, Pull, Full Access: the admin panel's capital A); after
//   Save, the value shows at the top of the page with a copy button and a see-it-once warning, and the button
//   copies it; read back through the admin API, the token is stored with the push permission and expires 7 days
//   after its creation;
// then the list's actions of "Manage existing tokens" (not numbered): the list shows Name, Description, Created
// at and Last used; opened again with its pencil icon, the token no longer shows its value and its duration
// cannot be changed; its type changed to Full Access and saved, it holds push and pull; Regenerate and its
// confirmation show a new value; Delete: the list's trash icon and a confirmation remove it.
// That the token authorises a transfer, and what a wrong one gets, is run between two labs by
// transfer-tokens.check.mjs, for the Data transfer page of the developer docs.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, choose, comboboxOptions, goToAdminPath, lastNotification, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';

const NAME = 'staging-push-from-local';
const DAY_MS = 24 * 60 * 60 * 1000;

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const jwt = await adminLogin(lab.url);
  const storedToken = async () => {
    const { json } = await adminRequest(lab.url, 'GET', '/transfer/tokens', { jwt });
    return (json?.data ?? []).find((token) => token.name === NAME);
  };

  // Create a transfer token.
  await goToAdminPath(page, 'transfer-tokens');
  await button(page, 'Create new Transfer Token').click();
  const duration = main.getByRole('combobox', { name: 'Token duration' });
  const type = main.getByRole('combobox', { name: 'Token type' });
  await main.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await main.getByRole('textbox', { name: 'Description' }).fill('Lab check: pushes from a laptop to staging');
  const durations = await comboboxOptions(page, duration);
  assert(`Token duration offers 7 days, 30 days, 90 days and Unlimited (${durations.join(', ')})`, durations.join() === '7 days,30 days,90 days,Unlimited');
  const types = await comboboxOptions(page, type);
  assert(`Token type offers Push, Pull and Full Access (${types.join(', ')})`, types.join() === 'Push,Pull,Full Access');
  await choose(page, duration, '7 days');
  await choose(page, type, 'Push');
  await button(main, 'Save').click();

  await button(main, 'Copy to clipboard').waitFor();
  const key = (await main.getByText(/^[0-9a-f]{64,}$/).innerText()).trim();
  const warning = await main.getByText(/won.t be able to see it again/).count();
  assert('after Save, the value shows at the top of the page with a copy button and a see-it-once warning', key.length >= 64 && warning === 1);
  await button(main, 'Copy to clipboard').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert('the copy button puts the value on the clipboard', copied === key);
  const stored = await storedToken();
  const lifespanDays = stored && Math.round((Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)) / DAY_MS);
  assert(`stored with the push permission, expiring ${lifespanDays} days after its creation`, stored?.permissions?.join() === 'push' && lifespanDays === 7, JSON.stringify(stored));

  // Manage existing tokens: the list, then the token opened again from its row.
  await goToAdminPath(page, 'transfer-tokens');
  const headers = (await main.getByRole('row').first().getByRole('gridcell').allTextContents()).map((text) => text.replace(/Sort on .*$/, '').trim()).filter(Boolean);
  assert(`the list's columns are ${headers.join(', ')}`, ['Name', 'Description', 'Created at', 'Last used'].every((name) => headers.some((header) => header.toLowerCase() === name.toLowerCase())), headers.join(' | '));
  // The pencil icon is a link titled "Edit <name>".
  await main.getByRole('row').filter({ hasText: NAME }).getByRole('link', { name: `Edit ${NAME}` }).click();
  await main.getByRole('textbox', { name: 'Name' }).waitFor();
  assert('opened again, the token no longer shows its value', (await main.getByText(key).count()) === 0 && (await button(main, 'Copy to clipboard').count()) === 0);
  assert('… and its duration cannot be changed', await duration.isDisabled());
  await choose(page, type, 'Full Access');
  await button(main, 'Save').click();
  await lastNotification(page);
  const edited = await storedToken();
  assert(`its type changed to Full Access and saved, it holds ${edited?.permissions?.join(' and ')}`, [...(edited?.permissions ?? [])].sort().join() === 'pull,push');

  // Regenerate: a confirmation, then a new value at the top of the page.
  await button(main, 'Regenerate').click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: /Regenerate|Confirm/ }).last().click();
  await button(main, 'Copy to clipboard').waitFor();
  const newKey = (await main.getByText(/^[0-9a-f]{64,}$/).innerText()).trim();
  assert('Regenerate and its confirmation show a new value', newKey.length >= 64 && newKey !== key);

  // Delete: the trash icon of the list.
  await goToAdminPath(page, 'transfer-tokens');
  await main.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await main.getByRole('row').filter({ hasText: NAME }).waitFor({ state: 'detached' });
  assert('deleted from the list with its trash icon and a confirmation, the token is gone', (await storedToken()) === undefined);
});
