// content/user-docs/settings/internationalization.mdx, its procedures driven in Chromium on a scratch lab's admin
// panel (the seed has English (en), the default, and French (fr), with French versions of restaurants); first the
// list: in Settings > Global Settings > Internationalization, the columns ID, Display name and Default locale;
// English (en) is marked Default and has a pencil icon and no trash icon, French (fr) has both;
// content/user-docs/settings/internationalization.mdx#add-a-locale: Add new locale, a Locales list of several
//   hundred codes in the Basic settings tab, the Locale display name filled in from the chosen locale, Save; the
//   locale is listed, stored (read back through the admin API) and offered by the Content Manager's locale list
//   of Restaurant;
// content/user-docs/settings/internationalization.mdx#edit-a-locale: its pencil icon, a new display name and Set
//   as default locale in the Advanced settings tab, Save; it is the only default, and GET /api/restaurants
//   without a locale parameter answers in it (one restaurant is given a German version through the REST API first);
// content/user-docs/settings/internationalization.mdx#delete-a-locale: French's trash icon opens a dialog that
//   only asks "Are you sure?" (ConfirmDialog with its default text, @strapi/i18n
//   dist/_chunks/SettingsPage-B-KzAqT3.mjs:318), Confirm; the locale is gone and so are the French versions of
//   the restaurants (counted in the scratch lab's database; the locales service's delete runs
//   deleteAllLocalizedEntriesFor, @strapi/i18n dist/server/index.js:2992-3000).
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials, startScratchLab } from '../scripts/lab.mjs';
import { button, choose, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck, scratchProjectEnv } from './lib/check.mjs';

const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const jwt = await adminLogin(lab.url);
  const apiToken = credentials().apiTokens.fullAccess.accessKey;
  // The admin panel's own route for the locales (outside /admin).
  const locales = async () => (await fetch(`${lab.url}/i18n/locales`, { headers: { Authorization: `Bearer ${jwt}` } })).json();
  const restApi = (method, route, body) =>
    fetch(`${lab.url}/api${route}`, { method, headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' }, body: body && JSON.stringify({ data: body }) });
  const restaurants = async () => (await (await restApi('GET', '/restaurants')).json()).data ?? [];
  const frenchRestaurantRows = () => {
    const db = new Database(path.join(LAB_DIR, scratchProjectEnv(lab).DATABASE_FILENAME), { readonly: true });
    try {
      return db.prepare("SELECT count(*) AS count FROM restaurants WHERE locale = 'fr'").get().count;
    } finally {
      db.close();
    }
  };
  const row = (name) => page.getByRole('row').filter({ hasText: name });

  // Read the list of locales.
  await goToAdminPath(page, 'internationalization');
  await row('French (fr)').waitFor();
  const headers = (await page.getByRole('row').first().getByRole('gridcell').allTextContents()).map((text) => text.trim());
  assert(`the list's columns are ${headers.join(', ')}`, headers.join() === 'ID,Display name,Default locale,Actions');
  const englishRow = row('English (en)');
  assert(
    'English (en) is marked Default, with a pencil icon and no trash icon',
    (await englishRow.getByRole('gridcell', { name: 'Default', exact: true }).count()) === 1 &&
      (await englishRow.getByRole('button', { name: 'Edit English (en) locale' }).count()) === 1 &&
      (await englishRow.getByRole('button', { name: /^Delete/ }).count()) === 0,
  );
  assert('French (fr) has a pencil icon and a trash icon', (await row('French (fr)').getByRole('button', { name: /^(Edit|Delete) French \(fr\) locale$/ }).count()) === 2);

  // Add a locale.
  await button(page, 'Add new locale').click();
  const dialog = page.getByRole('dialog', { name: 'Add new locale' });
  const picker = dialog.getByRole('combobox', { name: 'Locales' });
  await picker.click();
  const offered = await page.getByRole('option').count();
  await page.keyboard.press('Escape');
  assert(`the Basic settings tab's Locales list offers several hundred locales (${offered})`, offered >= 300);
  await choose(page, picker, 'German (de)');
  const filledName = await dialog.getByRole('textbox', { name: 'Locale display name' }).inputValue();
  assert(`the Locale display name is filled in from the chosen locale ("${filledName}")`, filledName === 'German (de)');
  await button(dialog, 'Save').click();
  await row('German (de)').waitFor();
  const added = (await locales()).find((locale) => locale.code === 'de');
  assert(`saved, German (de) is listed and stored (code ${added?.code}, default ${added?.isDefault})`, added?.name === 'German (de)' && added?.isDefault === false);

  await page.goto(`${lab.url}/admin/content-manager/collection-types/api::restaurant.restaurant`);
  const localePicker = page.getByRole('main').getByRole('combobox', { name: 'Select a locale' });
  await localePicker.click();
  const cmLocales = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  assert(`the Content Manager's locale list of Restaurant offers it (${cmLocales.join(', ')})`, cmLocales.some((text) => text.trim() === 'German (de)'));

  // Edit a locale, and make it the default; one restaurant gets a German version first.
  const english = await restaurants();
  const translated = await restApi('PUT', `/restaurants/${english[0]?.documentId}?locale=de`, { name: 'Biergarten' });
  if (translated.status !== 200) throw new Error(`adding a German version answered ${translated.status}: ${await translated.text()}`);
  await goToAdminPath(page, 'internationalization');
  await row('German (de)').getByRole('button', { name: 'Edit German (de) locale' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Locale display name' }).fill('Deutsch');
  await editor.getByRole('tab', { name: 'Advanced settings' }).click();
  await editor.getByRole('checkbox', { name: 'Set as default locale' }).click();
  await button(editor, 'Save').click();
  await editor.waitFor({ state: 'detached' });
  await row('Deutsch').getByRole('gridcell', { name: 'Default', exact: true }).waitFor();
  const stored = await locales();
  const defaults = stored.filter((locale) => locale.isDefault).map((locale) => locale.code);
  assert(`renamed and set as default, Deutsch is the only default (${defaults.join(', ')})`, defaults.join() === 'de' && stored.find((locale) => locale.code === 'de')?.name === 'Deutsch');
  const after = await restaurants();
  assert(
    `GET /api/restaurants without a locale parameter answered ${english.length} English restaurants, now ${after.map((entry) => `${entry.name} (${entry.locale})`).join(', ')}`,
    english.length > 1 && english.every((entry) => entry.locale === 'en') && after.length === 1 && after[0].locale === 'de',
  );

  // Delete a locale.
  const frenchBefore = frenchRestaurantRows();
  await row('French (fr)').getByRole('button', { name: 'Delete French (fr) locale' }).click();
  const warning = page.getByRole('alertdialog');
  const warningText = (await warning.innerText()).replace(/\s+/g, ' ');
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/i18n/locales/'));
  await button(warning, 'Confirm').click();
  const deleteStatus = (await deleted).status();
  await row('French (fr)').waitFor({ state: 'detached' });
  const frenchAfter = frenchRestaurantRows();
  assert(`the trash icon opens a dialog that only asks "${warningText}": it does not say that content goes with the locale`, warningText.includes('Are you sure?') && !/content|entr/i.test(warningText));
  assert(`after Confirm (DELETE ${deleteStatus}), French (fr) is gone`, deleteStatus === 200 && !(await locales()).some((locale) => locale.code === 'fr'));
  assert(`… and so are the French versions of the restaurants (${frenchBefore} rows before, ${frenchAfter} after)`, frenchBefore > 0 && frenchAfter === 0);
});
