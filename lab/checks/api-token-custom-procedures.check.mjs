// content/user-docs/features/api-tokens.mdx#create-an-api-token, driven in Chromium on a scratch lab's admin panel:
// in Settings > Global Settings > API Tokens, Create new API Token; Name, Description, Token duration (7 days,
// 30 days, 90 days, Unlimited) and Token type (Read-only, Full access, Custom); with Custom, the Permissions
// boxes can be ticked, and the list holds the content-types and the plugins with Content API routes (I18n,
// Upload, Users-permissions); find of Restaurant ticked, its cog shows GET /api/restaurants under Bound route to;
// Save: the value shows at the top with a copy button; the token lists restaurants (200) and is refused the
// articles (403), the only action it was given.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, choose, comboboxOptions, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');

  await goToAdminPath(page, 'api-tokens');
  await page.getByRole('link', { name: 'Create new API Token' }).click();
  const duration = main.getByRole('combobox', { name: 'Token duration' });
  const type = main.getByRole('combobox', { name: 'Token type' });
  await main.getByRole('textbox', { name: 'Name' }).fill('website-build');
  await main.getByRole('textbox', { name: 'Description' }).fill('Reads the restaurants when the site is built');
  const durations = await comboboxOptions(page, duration);
  const types = await comboboxOptions(page, type);
  assert(`Token duration offers ${durations.join(', ')}; Token type offers ${types.join(', ')}`, durations.join() === '7 days,30 days,90 days,Unlimited' && types.join() === 'Read-only,Full access,Custom');
  await choose(page, duration, '30 days');
  await choose(page, type, 'Custom');

  // The Permissions list: one button per content-type or plugin, named by its name.
  const sections = (await main.getByRole('button').allTextContents()).map((text) => text.trim());
  assert(`with Custom, Permissions lists the content-types and the plugins with Content API routes (${['I18n', 'Upload', 'Users-permissions'].filter((name) => sections.includes(name)).join(', ')})`, ['Restaurant', 'Article', 'I18n', 'Upload', 'Users-permissions'].every((name) => sections.includes(name)), sections.join(' | '));
  await main.getByRole('button', { name: 'Restaurant', exact: true }).click();
  const restaurant = main.getByRole('region', { name: 'Restaurant' });
  const find = restaurant.getByRole('checkbox', { name: 'find', exact: true });
  await find.check();
  const editable = (await find.isChecked()) && !(await find.isDisabled());
  await find.hover();
  await restaurant.getByRole('button').first().click();
  const bound = page.getByText('Bound route to', { exact: false }).first();
  await bound.waitFor();
  const route = await main.getByText('/api/restaurants', { exact: true }).count();
  assert(`find of Restaurant can be ticked; its cog shows GET /api/restaurants under Bound route to`, editable && route >= 1);

  await button(main, 'Save').click();
  await button(main, 'Copy to clipboard').waitFor();
  const key = (await main.getByText(/^[0-9a-f]{64,}$/).innerText()).trim();
  await button(main, 'Copy to clipboard').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert('Save shows the value at the top of the page, with a copy button that copies it', key.length >= 64 && copied === key);
  const get = async (route) => (await fetch(`${lab.url}${route}`, { headers: { Authorization: `Bearer ${key}` } })).status;
  const [restaurants, articles] = [await get('/api/restaurants'), await get('/api/articles')];
  assert(`the token lists restaurants (${restaurants}) and is refused the articles (${articles})`, restaurants === 200 && articles === 403);
});
