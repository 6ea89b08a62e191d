// content/user-docs/content-manager/writing-content.mdx#create-an-entry: Content Manager, Restaurant under
//   Collection Types, French (fr) chosen in the list view's locale dropdown, Create new entry (the edit view is
//   titled "Create an entry"), the name filled, Save; the status is Draft, the entry is saved in French, and the
//   REST API serves it only when drafts are asked for. For a single type: the French Global entry deleted
//   through the REST API first, Global under Single Types (the sub navigation keeps the locale chosen, French)
//   opens its edit view directly, empty; filled and saved, the REST API serves it (Global has no Draft & Publish).
// content/user-docs/content-manager/writing-content.mdx#work-with-dynamic-zones: in that new restaurant, Add a
//   component to menu opens the picker (Pick one component, its first category, restaurant, already open); Dish
//   is added collapsed at the end of the zone, its header expands it and its fields are filled (the header then
//   shows the dish's name); repeated with Opening hours after it; saved, the draft holds the two components in
//   that order with the dish's values.
// The scratch lab gets a port chosen by the system: the 1338+ claims of startScratchLab() are per checkout,
// and other checkouts on this machine start scratch labs on those ports too.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, lastNotification, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const NAME = 'Chez Lab';
const DISH = { name: 'Soupe au pistou', price: '12.5' };
const SITE_NAME = 'Lab Eats again';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const token = credentials().apiTokens.fullAccess.accessKey;
  const rest = async (route, method = 'GET') => {
    const response = await fetch(`${lab.url}/api/${route}`, { method, headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: response.status === 204 ? null : await response.json().catch(() => null) };
  };
  const contentManager = page.getByRole('navigation', { name: 'Content Manager' });
  const section = (title) => contentManager.getByRole('listitem').filter({ hasText: new RegExp(`^${title}`) });
  await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();

  // Create an entry: a collection type, in the locale chosen in the list view.
  await section('Collection Types').getByRole('link', { name: 'Restaurant', exact: true }).click();
  await main.getByRole('heading', { level: 1, name: 'Restaurant' }).waitFor();
  await main.getByRole('combobox', { name: 'Select a locale' }).click();
  await page.getByRole('option', { name: 'French (fr)' }).click();
  await page.waitForURL((url) => url.searchParams.get('plugins[i18n][locale]') === 'fr');
  await main.getByRole('link', { name: 'Create new entry' }).click();
  await main.getByRole('heading', { level: 1, name: 'Create an entry' }).waitFor();
  await main.locator('input[name="name"]').fill(NAME);

  // Work with dynamic zones, in the same entry.
  const addToMenu = button(main, 'Add a component to menu');
  await addToMenu.click();
  await main.getByText('Pick one component', { exact: true }).waitFor();
  const category = button(main, 'restaurant');
  assert('Add a component to menu opens the picker, Pick one component, with its first category (restaurant) open', (await category.getAttribute('aria-expanded')) === 'true');
  await button(main, 'Dish').click();
  const dishHeader = button(main, 'Dish');
  await dishHeader.waitFor();
  const blockHeaders = main.getByRole('button', { name: /^(Dish|Opening hours)( - |$)/ });
  const addedCollapsed = (await dishHeader.getAttribute('aria-expanded')) === 'false';
  await dishHeader.click();
  await main.locator('input[name="menu.0.name"]').fill(DISH.name);
  await main.locator('input[name="menu.0.price"]').fill(DISH.price);
  await main.locator('input[name="menu.0.vegetarian"]').check();
  await addToMenu.click();
  await button(main, 'Opening hours').click();
  await button(main, 'Opening hours').waitFor();
  const blocks = (await blockHeaders.allInnerTexts()).map((text) => text.trim());
  assert(`Dish is added collapsed, its header expands it; Opening hours is added after it (${blocks.join(', ')})`, addedCollapsed && blocks.join() === `Dish - ${DISH.name},Opening hours`);

  await button(main, 'Save').click();
  await lastNotification(page);
  await page.waitForURL(/api::restaurant\.restaurant\/[a-z0-9]{24}/);
  const documentId = page.url().match(/api::restaurant\.restaurant\/([a-z0-9]{24})/)[1];
  const draftBadge = main.locator('xpath=.//*[normalize-space(text())="Draft"][not(ancestor-or-self::*[@role="tab"])]').first();
  await draftBadge.waitFor();
  const published = await rest(`restaurants/${documentId}?locale=fr`);
  const draft = await rest(`restaurants/${documentId}?locale=fr&status=draft&populate=menu`);
  assert(
    `saved: the status is Draft; the REST API answers ${published.status} for it, and serves the French draft only with status=draft (${draft.body?.data?.locale}, "${draft.body?.data?.name}")`,
    published.status === 404 && draft.body?.data?.locale === 'fr' && draft.body?.data?.name === NAME,
  );
  const menu = draft.body?.data?.menu ?? [];
  const dish = menu[0] ?? {};
  assert(
    `the saved zone holds ${menu.map((block) => block.__component).join(', ')}, the dish with its values`,
    menu.map((block) => block.__component).join() === 'restaurant.dish,restaurant.opening-hours' && dish.name === DISH.name && dish.price === Number(DISH.price) && dish.vegetarian === true,
    JSON.stringify(menu),
  );

  // Create an entry: a single type, empty the first time.
  const deleted = await rest('global?locale=fr', 'DELETE');
  if (deleted.status !== 204) throw new Error(`deleting the French Global entry answered ${deleted.status}`);
  await section('Single Types').getByRole('link', { name: 'Global', exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/single-types/api::global.global') && url.searchParams.get('plugins[i18n][locale]') === 'fr');
  await main.getByRole('heading', { level: 1, name: 'Global' }).waitFor();
  const siteName = main.locator('input[name="siteName"]');
  await page.waitForLoadState('networkidle');
  const emptyForm = (await siteName.inputValue()) === '' && (await main.locator('input[name="tagline"]').inputValue()) === '';
  await siteName.fill(SITE_NAME);
  await button(main, 'Save').click();
  await lastNotification(page);
  const global = await rest('global?locale=fr');
  assert(
    `Global under Single Types opens its edit view directly, empty (${emptyForm}); saved, the REST API serves it (${global.status}, "${global.body?.data?.siteName}")`,
    emptyForm && global.status === 200 && global.body?.data?.siteName === SITE_NAME,
  );
});
