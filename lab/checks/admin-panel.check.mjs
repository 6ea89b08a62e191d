// Backs, by driving the admin panel of a scratch lab in Chromium (Debian's /usr/bin/chromium, playwright-core):
// - content/user-docs/content-type-builder/configuring-fields-content-type.mdx: the Advanced settings of a
//   new Password field offer a Default value (besides Required, Maximum and Minimum length, Private);
// - content/user-docs/content-manager/managing-relational-fields.mdx: publishing entries in bulk from the
//   list view asks for confirmation without any count of draft relations, even for an entry linked to a
//   draft (a draft restaurant linked to a draft article): enableDraftRelationsCount is false in 5.8.1;
// - content/user-docs/content-manager/translating-content.mdx: "Publish multiple locales" (the ⋯ menu of the
//   Entry panel) lists the entry's locales with their status, says nothing of draft relations, and publishes
//   a ticked locale of that same restaurant although it is linked to a draft article.
// The Content-type Builder is read-only under `strapi start`: as the screenshot tool does, the browser is
// shown `autoReload: true` in /admin/information, which opens its editing dialogs; nothing is saved.
// The bulk publication is cancelled at its confirmation.
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials, startScratchLab } from '../scripts/lab.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../screenshots/manifest.mjs';
import { assert, runCheck } from './lib/check.mjs';

const { chromium } = createRequire(path.join(LAB_DIR, '..', 'package.json'))('playwright-core');
const TRATTORIA = 'a935i6ggrsih7ppm1p1ag21y'; // Trattoria Nonna: a draft-only restaurant
const WINTER_MENU = 'w02ykaxyjstztkpsc175deis'; // Winter menu preview: a draft-only article

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const { admin, apiTokens } = credentials();

  // The draft restaurant now relates to a draft article: a draft relation for the bulk publication.
  const linked = await fetch(`${lab.url}/api/restaurants/${TRATTORIA}?status=draft`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiTokens.fullAccess.accessKey}` },
    body: JSON.stringify({ data: { articles: [WINTER_MENU] } }),
  });
  if (linked.status !== 200) throw new Error(`linking the draft restaurant answered ${linked.status}: ${await linked.text()}`);

  // A French version, so that the locales dialog has two rows.
  const french = await fetch(`${lab.url}/api/restaurants/${TRATTORIA}?locale=fr&status=draft`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiTokens.fullAccess.accessKey}` },
    body: JSON.stringify({ data: { name: 'Trattoria Nonna' } }),
  });
  if (french.status !== 200) throw new Error(`adding the French version answered ${french.status}: ${await french.text()}`);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanup(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('GUIDED_TOUR_SKIPPED', 'true'));
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const open = async (route) => {
    await page.goto(`${lab.url}${route}`);
    await page.waitForLoadState('networkidle');
  };

  await open('/admin/auth/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);

  // Bulk publication of the draft restaurant from the list view, up to its confirmation.
  await open('/admin/content-manager/collection-types/api::restaurant.restaurant');
  await page.getByRole('row').filter({ hasText: 'Trattoria Nonna' }).getByRole('checkbox').check();
  await page.locator('main').getByRole('button', { name: 'Publish', exact: true }).click();
  const modal = page.getByRole('dialog');
  await modal.getByText('Trattoria Nonna').waitFor();
  await modal.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Are you sure you want to publish these entries?').waitFor();
  const text = await confirm.innerText();
  assert('the bulk publication asks for confirmation without a count of draft relations', !/not published yet|relation/i.test(text), text);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Publish multiple locales, from the edit view of the same restaurant.
  await open(`/admin/content-manager/collection-types/api::restaurant.restaurant/${TRATTORIA}?plugins[i18n][locale]=en`);
  await page.getByRole('button', { name: 'More document actions' }).click();
  await page.getByRole('menuitem', { name: 'Publish multiple locales', exact: true }).click();
  const locales = page.getByRole('dialog', { name: 'Publish multiple locales' });
  await locales.getByRole('checkbox', { name: 'Select fr' }).waitFor();
  const listed = await locales.innerText();
  assert('the Publish multiple locales dialog lists each locale with its status', /ENGLISH \(EN\)\s+Draft/i.test(listed) && /FRENCH \(FR\)\s+Draft/i.test(listed), listed);
  assert('… and says nothing of draft relations', !/relation|not published yet/i.test(listed), listed);
  await locales.getByRole('checkbox', { name: 'Select en' }).check();
  await locales.getByRole('button', { name: 'Publish', exact: true }).click();
  // The dialog stays open and shows the new status of the row.
  await locales.getByRole('row').filter({ hasText: /English \(en\)/i }).getByText('Published', { exact: true }).waitFor();
  const published = await fetch(`${lab.url}/api/restaurants/${TRATTORIA}?locale=en`, { headers: { Authorization: `Bearer ${apiTokens.fullAccess.accessKey}` } });
  assert('… and publishes the ticked locale of a restaurant linked to a draft article', published.status === 200, `GET the published en version: ${published.status}`);
  const frenchPublished = await fetch(`${lab.url}/api/restaurants/${TRATTORIA}?locale=fr`, { headers: { Authorization: `Bearer ${apiTokens.fullAccess.accessKey}` } });
  assert('… and only that locale', frenchPublished.status === 404, `GET the published fr version: ${frenchPublished.status}`);

  // A new Password field of the Category collection type, its Advanced settings tab (develop mode shown to the browser).
  await page.route('**/admin/information', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.data) body.data.autoReload = true;
    await route.fulfill({ response, json: body });
  });
  await open('/admin/plugins/content-type-builder/content-types/api::category.category');
  await page.getByRole('button', { name: 'Add another field' }).first().click();
  const fieldDialog = page.getByRole('dialog');
  await fieldDialog.getByRole('button', { name: /^Password/ }).click();
  await fieldDialog.getByRole('tab', { name: 'Advanced settings' }).click();
  const settings = (await fieldDialog.locator('label').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  assert('a Password field has a Default value setting in its Advanced settings', settings.some((text) => text.startsWith('Default value')), settings.join(' | '));
  assert('… beside Required field, Maximum length, Minimum length and Private field', ['Required field', 'Maximum length', 'Minimum length', 'Private field'].every((name) => settings.some((text) => text.startsWith(name))), settings.join(' | '));
});
