// content/user-docs/content-manager/translating-content.mdx, its procedures driven in Chromium on a scratch lab's
// admin panel, with Taqueria El Sol (published in English only; two categories; slug and cuisine shared):
// content/user-docs/content-manager/translating-content.mdx#translate-an-entry-into-a-new-locale: in its English
//   edit view, the header's Locales list offers "Create French (fr) locale"; chosen, the edit view switches to
//   French with an empty form, shared fields (slug) included; filled in (by copying English, below), translated
//   and saved, French exists as a draft: the REST API serves it with ?locale=fr&status=draft, not without status;
// content/user-docs/content-manager/translating-content.mdx#fill-in-from-another-locale: on that French form, the
//   Fill in from another locale icon, English (en) in the Locale list, Yes, fill in: the form holds the English
//   name and the shared slug; saved, the French draft has the English description and slug, and no categories
//   (English has two): relations are not copied;
// content/user-docs/content-manager/translating-content.mdx#publish-and-unpublish-locales: More document actions >
//   Publish multiple locales lists French (fr) Draft and English (en) Modified (the French save wrote the shared
//   fields into the English draft, as the page's table of shared fields says); French ticked and the dialog's
//   Publish: the API serves the French version; then Unpublish multiple locales, French ticked, Unpublish: the
//   French version is no longer served and the English one still is.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, choose, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const FRENCH_NAME = 'Taqueria du Soleil';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const headers = { Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` };
  const served = async (documentId, query) => {
    const response = await fetch(`${lab.url}/api/restaurants/${documentId}?${query}`, { headers });
    return { status: response.status, data: response.ok ? (await response.json()).data : undefined };
  };
  const english = (await (await fetch(`${lab.url}/api/restaurants?filters[name][$eq]=${encodeURIComponent('Taqueria El Sol')}&populate=categories`, { headers })).json()).data[0];
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const input = (name) => main.locator(`input[name="${name}"]`);
  const valueIs = (name, expected) => page.waitForFunction(([field, value]) => document.querySelector(`main input[name="${field}"]`)?.value === value, [name, expected]);
  const inLocale = (code) => page.waitForURL((url) => url.searchParams.get('plugins[i18n][locale]') === code);

  // Translate an entry into a new locale.
  await page.goto(`${lab.url}/admin/content-manager/collection-types/api::restaurant.restaurant/${english.documentId}?plugins[i18n][locale]=en`);
  await valueIs('name', english.name);
  const locales = main.getByRole('combobox', { name: 'Locales', exact: true });
  await locales.click();
  const create = page.getByRole('option', { name: 'Create French (fr) locale' });
  await create.waitFor();
  const offered = await create.count();
  await create.click();
  await inLocale('fr');
  await valueIs('name', '');
  const slugBefore = await input('slug').inputValue();
  assert(`the Locales list offers "Create French (fr) locale" (${offered}); chosen, the form is empty in French, shared slug included ("${slugBefore}")`, offered === 1 && slugBefore === '');

  // Fill in from another locale.
  await button(main, 'Fill in from another locale').click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation' }).or(page.getByRole('alertdialog', { name: 'Confirmation' }));
  await choose(page, dialog.getByRole('combobox'), 'English (en)');
  await button(dialog, 'Yes, fill in').click();
  await valueIs('name', english.name);
  const slugFilled = await input('slug').inputValue();
  assert(`Yes, fill in copies English into the form: name "${english.name}", shared slug "${slugFilled}"`, slugFilled === english.slug);

  await input('name').fill(FRENCH_NAME);
  const saved = page.waitForResponse((response) => ['POST', 'PUT'].includes(response.request().method()) && response.url().includes(`api::restaurant.restaurant/${english.documentId}`) && response.url().includes('locale=fr'));
  await button(main, 'Save').click();
  const savedStatus = (await saved).status();
  const draft = await served(english.documentId, 'locale=fr&status=draft&populate=categories');
  const notPublished = await served(english.documentId, 'locale=fr');
  assert(
    `saved (${savedStatus}), French exists as a draft: "${draft.data?.name}" with ?status=draft, ${notPublished.status} without`,
    savedStatus === 200 && draft.data?.name === FRENCH_NAME && notPublished.status === 404,
  );
  assert(
    `the French draft kept the copied description and slug, and has ${draft.data?.categories?.length} categories where English has ${english.categories.length}: relations are not copied`,
    draft.data?.description === english.description && draft.data?.slug === english.slug && draft.data?.categories?.length === 0 && english.categories.length === 2,
  );

  // Publish and unpublish locales.
  const bulk = async (action, verb, expectedStatus) => {
    await button(main, 'More document actions').click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
    const modal = page.getByRole('dialog', { name: action });
    await modal.getByRole('checkbox', { name: 'Select fr' }).waitFor();
    await modal.getByRole('row').filter({ hasText: /English \(en\)/i }).waitFor();
    const listed = (await modal.innerText()).replace(/\s+/g, ' ');
    await modal.getByRole('checkbox', { name: 'Select fr' }).check();
    await button(modal, verb).click();
    // The dialog stays open and shows the new status of the row.
    await modal.getByRole('row').filter({ hasText: /French \(fr\)/i }).getByText(expectedStatus, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    return listed;
  };
  const publishList = await bulk('Publish multiple locales', 'Publish', 'Published');
  const published = await served(english.documentId, 'locale=fr');
  assert(`Publish multiple locales lists the locales with their status, English now Modified: the French save wrote the shared fields into its draft (${publishList})`, /English \(en\)\s+Modified/i.test(publishList) && /French \(fr\)\s+Draft/i.test(publishList));
  assert(`French ticked and published from the dialog: the API serves it (${published.status}, ${published.data?.name})`, published.status === 200 && published.data?.name === FRENCH_NAME);
  await bulk('Unpublish multiple locales', 'Unpublish', 'Draft');
  const frenchAfter = await served(english.documentId, 'locale=fr');
  const englishAfter = await served(english.documentId, 'locale=en');
  assert(`French ticked and unpublished from Unpublish multiple locales: French ${frenchAfter.status}, English still ${englishAfter.status}`, frenchAfter.status === 404 && englishAfter.status === 200);
});
