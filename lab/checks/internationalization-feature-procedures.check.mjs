// content/user-docs/features/internationalization.mdx, its procedures driven in Chromium on a scratch lab's admin
// panel (the seed has English (en), the default, and French (fr); Restaurant is localized):
// content/user-docs/features/internationalization.mdx#add-and-manage-locales: Settings > Global Settings >
//   Internationalization lists the locales and marks the default; Add new locale, Italian (it) picked in Locales, a
//   new Locale display name, Set as default locale in the Advanced settings tab, Save: stored as the only default
//   (read back through the admin API); the default locale has no trash icon, the others have one;
// content/user-docs/features/internationalization.mdx#translate-content-in-the-content-manager: the Restaurant
//   list's locale selector shows the entries of the chosen locale; an English entry opened, the edit view's
//   locale selector offers Create Italiano locale, which opens an empty form (shared fields too); Fill in from
//   another locale, English in its Locale list, Yes, fill in copies the fields; a new name, Save, then Publish:
//   the REST API serves the Italian version, with the English shared fields.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { button, choose, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';

const ITALIAN = { code: 'it', picked: 'Italian (it)', name: 'Italiano' };

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const jwt = await adminLogin(lab.url);
  const apiToken = credentials().apiTokens.fullAccess.accessKey;
  const locales = async () => (await fetch(`${lab.url}/i18n/locales`, { headers: { Authorization: `Bearer ${jwt}` } })).json();
  const restApi = async (route) => (await fetch(`${lab.url}/api${route}`, { headers: { Authorization: `Bearer ${apiToken}` } })).json();
  const row = (name) => page.getByRole('row').filter({ hasText: name });

  // Add and manage locales.
  await goToAdminPath(page, 'internationalization');
  await row('English (en)').getByRole('gridcell', { name: 'Default', exact: true }).waitFor();
  assert('the Internationalization page lists the locales and marks English (en) as the default', (await row('French (fr)').count()) === 1);
  await button(page, 'Add new locale').click();
  const dialog = page.getByRole('dialog', { name: 'Add new locale' });
  await choose(page, dialog.getByRole('combobox', { name: 'Locales' }), ITALIAN.picked);
  await dialog.getByRole('textbox', { name: 'Locale display name' }).fill(ITALIAN.name);
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  await dialog.getByRole('checkbox', { name: 'Set as default locale' }).click();
  await button(dialog, 'Save').click();
  await row(ITALIAN.name).getByRole('gridcell', { name: 'Default', exact: true }).waitFor();
  const stored = await locales();
  const defaults = stored.filter((locale) => locale.isDefault).map((locale) => locale.code);
  assert(`Save stores ${ITALIAN.name} (${stored.find((locale) => locale.name === ITALIAN.name)?.code}) as the only default locale (${defaults.join(', ')})`, defaults.join() === ITALIAN.code);
  const trash = async (name) => row(name).getByRole('button', { name: /^Delete/ }).count();
  assert(`the default locale has no trash icon (${await trash(ITALIAN.name)}); English, no longer the default, has one (${await trash('English (en)')})`, (await trash(ITALIAN.name)) === 0 && (await trash('English (en)')) === 1);

  // Translate content in the Content Manager.
  await page.goto(`${lab.url}/admin/content-manager/collection-types/api::restaurant.restaurant?plugins[i18n][locale]=en`);
  const english = (await restApi('/restaurants?locale=en&sort=id')).data?.[0];
  const listLocale = main.getByRole('combobox', { name: 'Select a locale' });
  await main.getByRole('gridcell', { name: english.name, exact: true }).waitFor();
  const shownLocale = (await listLocale.textContent()).trim();
  assert(`the list's locale selector shows ${shownLocale}, and the list its entries (${english.name})`, shownLocale === 'English (en)');
  await main.getByRole('gridcell', { name: english.name, exact: true }).click();
  const name = main.getByRole('textbox', { name: /^name/ });
  await name.waitFor();
  await page.waitForFunction((value) => [...document.querySelectorAll('input[name="name"]')].some((input) => input.value === value), english.name);
  const headerLocale = page.getByRole('combobox', { name: 'Locales', exact: true });
  await headerLocale.click();
  await page.getByRole('option').first().waitFor();
  const offered = (await page.getByRole('option').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  const createOption = page.getByRole('option').filter({ hasText: `Create ${ITALIAN.name} locale` });
  if ((await createOption.count()) !== 1) throw new Error(`the edit view's locale selector offers ${offered.join(' | ')}`);
  await createOption.click();
  await page.waitForURL(/plugins\[i18n\]\[locale\]=it/);
  await name.waitFor();
  const slug = main.getByRole('textbox', { name: /^slug/ });
  const empty = { name: await name.inputValue(), slug: await slug.inputValue() };
  assert(`the edit view's locale selector offers ${offered.join(' | ')}; Create ${ITALIAN.name} locale opens an empty form, shared fields too (name "${empty.name}", slug "${empty.slug}")`, offered.includes(`Create ${ITALIAN.name} locale`) && empty.name === '' && empty.slug === '');

  await main.getByRole('button', { name: 'Fill in from another locale' }).click();
  const confirm = page.getByRole('alertdialog');
  await choose(page, confirm.getByRole('combobox', { name: 'Locale' }), 'English (en)');
  await button(confirm, 'Yes, fill in').click();
  await page.waitForFunction((value) => [...document.querySelectorAll('input[name="name"]')].some((input) => input.value === value), english.name);
  const copied = { name: await name.inputValue(), slug: await slug.inputValue() };
  assert(`Fill in from another locale, English (en), Yes, fill in: the fields are copied (name "${copied.name}", slug "${copied.slug}")`, copied.name === english.name && copied.slug === english.slug);
  await name.fill(`${english.name} (italiano)`);
  const saved = page.waitForResponse((response) => ['POST', 'PUT'].includes(response.request().method()) && response.url().includes('/content-manager/collection-types/api::restaurant.restaurant'));
  await button(main, 'Save').click();
  await saved;
  const published = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/actions/publish'));
  await button(main, 'Publish').click();
  const publishStatus = (await published).status();
  const served = (await restApi(`/restaurants/${english.documentId}?locale=${ITALIAN.code}`)).data;
  assert(`Save, then Publish (${publishStatus}): GET /api/restaurants/:documentId?locale=it serves "${served?.name}" (${served?.locale}), slug ${served?.slug}`, served?.locale === ITALIAN.code && served?.name === `${english.name} (italiano)` && served?.slug === english.slug);
});
