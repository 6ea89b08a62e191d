// content/user-docs/features/content-manager.mdx#create-and-edit-entries: Restaurant in the sub-navigation,
//   Create new entry in the header, the name filled, Publish: the REST API serves the entry. Global (a single
//   type) opens directly on its only entry; its tagline changed and saved, the REST API serves the change
//   (Global has no Draft & Publish, so its edit view has Save and no Publish button).
// content/user-docs/features/content-manager.mdx#build-pages-with-dynamic-zones: in that restaurant, Add a
//   component to menu opens Pick one component (the first category already open), Dish added and filled, then
//   Opening hours; the More actions menu of Opening hours offers Add component above and Add component below,
//   and Add component above, then Dish in its submenu, inserts a second Dish before it; its drag handle, with
//   the keyboard (space, arrow up, space), moves Opening hours up one place; the trash icon (Delete) removes
//   the empty Dish; published, the REST API serves the zone in that order (dish, opening hours).
// content/user-docs/features/content-manager.mdx#link-entries-with-relational-fields: the categories field,
//   typed into, suggests categories by name; two selected and one removed with Remove; saved, the REST API
//   serves the one kept; its name, clicked, opens that category's edit view.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { button, lastNotification, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';

const NAME = 'Lab Canteen';
const TAGLINE = 'Good tables, checked';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');
  const token = credentials().apiTokens.fullAccess.accessKey;
  const rest = async (route) => {
    const response = await fetch(`${lab.url}/api/${route}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, data: (await response.json().catch(() => null))?.data };
  };
  const subNavigation = page.getByRole('navigation', { name: 'Content Manager' });
  await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();

  // Create and edit entries: a collection type.
  await subNavigation.getByRole('link', { name: 'Restaurant', exact: true }).click();
  await main.getByRole('heading', { level: 1, name: 'Restaurant' }).waitFor();
  await main.getByRole('link', { name: 'Create new entry' }).click();
  await main.getByRole('heading', { level: 1, name: 'Create an entry' }).waitFor();
  await main.locator('input[name="name"]').fill(NAME);

  // Build pages with dynamic zones.
  const blocks = main.getByRole('button', { name: /^(Dish|Opening hours)( - |$)/ });
  const blockNames = async () => (await blocks.allInnerTexts()).map((text) => text.trim());
  const pick = async (component) => {
    await main.getByText('Pick one component', { exact: true }).waitFor();
    await button(main, component).click();
  };
  const addToMenu = button(main, 'Add a component to menu');
  await addToMenu.click();
  const firstCategoryOpen = (await button(main, 'restaurant').getAttribute('aria-expanded')) === 'true';
  await pick('Dish');
  await button(main, 'Dish').click();
  await main.locator('input[name="menu.0.name"]').fill('Pistou');
  await addToMenu.click();
  await pick('Opening hours');
  await button(main, 'Opening hours').waitFor();
  // A zone's component is a list item; the last match is the innermost.
  const blockItem = (name) => main.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) }).last();
  await button(blockItem('Opening hours'), 'More actions').click();
  const menuItems = (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  // Add component above opens a submenu of the zone's components.
  await page.getByRole('menuitem', { name: 'Add component above' }).click();
  await page.getByRole('menuitem', { name: 'Dish', exact: true }).click();
  await button(main, 'Dish').waitFor();
  const afterInsert = await blockNames();
  assert(
    `Pick one component opens on its first category (${firstCategoryOpen}); More actions offers ${menuItems.join(', ')}; Add component above puts a Dish before Opening hours (${afterInsert.join(', ')})`,
    firstCategoryOpen && menuItems.includes('Add component above') && menuItems.includes('Add component below') && afterInsert.join() === 'Dish - Pistou,Dish,Opening hours',
  );
  await button(blockItem('Opening hours'), 'Drag').focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) await page.keyboard.press(key);
  const afterDrag = await blockNames();
  await blockItem('Dish').getByRole('button', { name: /^Delete/ }).click();
  const afterDelete = await blockNames();
  assert(
    `the drag handle moves Opening hours up one place (${afterDrag.join(', ')}); the trash icon removes the empty Dish (${afterDelete.join(', ')})`,
    afterDrag.join() === 'Dish - Pistou,Opening hours,Dish' && afterDelete.join() === 'Dish - Pistou,Opening hours',
  );

  // Link entries with relational fields.
  const categories = main.getByRole('combobox', { name: /^categories/ });
  await categories.click();
  await categories.fill('Ter');
  const suggested = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
  await page.getByRole('option', { name: 'Terrace' }).click();
  await categories.click();
  await page.getByRole('option', { name: 'Fine dining' }).click();
  const related = main.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Remove' }) });
  await related.filter({ hasText: 'Terrace' }).getByRole('button', { name: 'Remove' }).click();
  const kept = (await related.getByRole('link').allInnerTexts()).map((text) => text.trim());
  assert(`typing "Ter" suggests ${suggested.join(', ')}; two categories added and Terrace removed leave ${kept.join(', ')}`, suggested.includes('Terrace') && kept.join() === 'Fine dining');

  // Publish, then read back what the API serves.
  await button(main, 'Publish').click();
  await lastNotification(page);
  await page.waitForURL(/api::restaurant\.restaurant\/[a-z0-9]{24}/);
  const documentId = page.url().match(/api::restaurant\.restaurant\/([a-z0-9]{24})/)[1];
  const served = await rest(`restaurants/${documentId}?populate[0]=menu&populate[1]=categories`);
  const menu = (served.data?.menu ?? []).map((block) => block.__component);
  const linked = (served.data?.categories ?? []).map((category) => category.name);
  assert(`published: the REST API serves "${served.data?.name}" (${served.status})`, served.status === 200 && served.data?.name === NAME);
  assert(`… with the zone ${menu.join(', ')} and the categories ${linked.join(', ')}`, menu.join() === 'restaurant.dish,restaurant.opening-hours' && linked.join() === 'Fine dining');
  await related.getByRole('link', { name: 'Fine dining' }).click();
  await page.waitForURL(/api::category\.category\/[a-z0-9]{24}/);
  const opened = await main.locator('input[name="name"]').inputValue();
  assert(`the related entry's name opens its edit view (${opened})`, opened === 'Fine dining');

  // Create and edit entries: a single type.
  await subNavigation.getByRole('link', { name: 'Global', exact: true }).click();
  await page.waitForURL(/single-types\/api::global\.global/);
  const tagline = main.locator('input[name="tagline"]');
  await page.waitForFunction(() => document.querySelector('main input[name="siteName"]')?.value === 'Lab Eats');
  const noPublish = (await button(main, 'Publish').count()) === 0;
  await tagline.fill(TAGLINE);
  await button(main, 'Save').click();
  await lastNotification(page);
  const global = await rest('global');
  assert(`Global opens directly on its entry (Lab Eats), with Save and no Publish button (${noPublish}); saved, the REST API serves "${global.data?.tagline}"`, noPublish && global.data?.tagline === TAGLINE);
});
