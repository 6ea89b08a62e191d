// Labels of the Strapi 5.8.1 admin panel that pages quote, read on screen in Chromium on a scratch lab:
// content/dev-docs/admin-panel-customization/options.mdx (the locales paragraph): the user menu button at the
//   bottom of the main navigation shows the administrator's initials in an avatar (the name is only read out to
//   screen readers); clicking it offers Profile;
// content/user-docs/plugins.mdx: in Settings, Internationalization is an item of the Global Settings section,
//   not a section of its own;
// content/user-docs/content-manager/configuring-view-of-content-type.mdx and
//   content/user-docs/features/content-manager.mdx: in Configure the view of a collection type (Article), a
//   field's settings dialog has the Editable field toggle;
// content/user-docs/features/content-manager.mdx: in the list view, the cog button is named View settings and its
//   popover lists the columns under Displayed fields (both lower-case: the list view asks the admin's own
//   translations for these ids, which have no entry for the heading, so its default text shows, not the
//   content-manager's "Displayed Fields");
// content/user-docs/content-manager/writing-content.mdx: an entry whose single component is filled (Article's
//   SEO) shows a trash button named Reset entry on that component;
// content/user-docs/features/content-type-builder.mdx: the Content-type Builder's sub navigation is grouped into
//   Collection Types, Single Types and Components;
// content/user-docs/settings/admin-panel.mdx: on Settings > Overview, Change logo opens a dialog with the tabs
//   From computer and From URL.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';

const ARTICLES = 'api::article.article';
// A seeded article whose SEO component is filled.
const KNIFE_SKILLS = 'f1l2p4pphktjhsligizvp86j';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const mainNavigation = page.getByRole('navigation').first();

  // 1. The user menu button: the avatar's initials are drawn, the name is visually hidden.
  const me = (await adminRequest(lab.url, 'GET', '/users/me', { jwt: await adminLogin(lab.url) })).json?.data ?? {};
  const name = me.username || [me.firstname, me.lastname].filter(Boolean).join(' ');
  const initials = name.split(' ').map((word) => word.slice(0, 1)).join('').slice(0, 2);
  const userButton = mainNavigation.getByRole('button', { name: new RegExp(`${name}$`) });
  const drawn = await userButton.evaluate((element) =>
    [...element.querySelectorAll('span, div')]
      .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent.trim()))
      .map((node) => ({ text: node.textContent.trim(), width: node.getBoundingClientRect().width })),
  );
  const seen = drawn.filter((node) => node.width > 1).map((node) => node.text);
  const hidden = drawn.filter((node) => node.width <= 1).map((node) => node.text);
  await userButton.click();
  const items = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  assert(`the user menu button shows "${seen.join()}" (the initials of ${name}); the name is visually hidden (${hidden.join()}); clicked, it offers ${items.join(' and ')}`, seen.join() === initials && hidden.join() === name && items[0] === 'Profile', JSON.stringify(drawn));

  // 2. Settings: Internationalization under Global Settings.
  await mainNavigation.getByRole('link', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await settings.waitFor();
  const section = (title) => settings.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  const underGlobal = await section('Global Settings').getByRole('link', { name: 'Internationalization', exact: true }).count();
  const asSection = await settings.getByText('Internationalization plugin', { exact: true }).count();
  assert(`Settings: Internationalization is a link of the Global Settings section (${underGlobal}), no section is named after it (${asSection})`, underGlobal === 1 && asSection === 0);

  // 3. Configure the view (edit view) of Article: a field's dialog has Editable field.
  await page.goto(`${lab.url}/admin/content-manager/collection-types/${ARTICLES}/configurations/edit`);
  await main.getByRole('button', { name: /^Edit title$/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Editable field', { exact: true }).waitFor();
  const toggle = await dialog.getByLabel('Editable field', { exact: true }).count();
  const fieldLabels = await dialog.innerText();
  assert(`Configure the view: the title field's dialog has an Editable field toggle (${toggle}) beside Label, Description and Placeholder`, toggle === 1 && ['Label', 'Description', 'Placeholder'].every((label) => fieldLabels.includes(label)), fieldLabels);
  await page.keyboard.press('Escape');

  // 4. The list view's cog: Displayed fields.
  await page.goto(`${lab.url}/admin/content-manager/collection-types/${ARTICLES}?plugins[i18n][locale]=en`);
  // The cog is an icon button: its label is its accessible name (and tooltip).
  await main.getByRole('button', { name: 'View settings', exact: true }).click();
  const legend = page.getByRole('dialog').or(page.locator('[data-radix-popper-content-wrapper]')).locator('legend');
  await legend.first().waitFor();
  const legendText = (await legend.first().innerText()).trim();
  assert(`the list view's cog button is named "View settings"; its popover titles its columns "${legendText}"`, legendText === 'Displayed fields');
  await page.keyboard.press('Escape');

  // 5. A filled single component: Reset entry.
  await page.goto(`${lab.url}/admin/content-manager/collection-types/${ARTICLES}/${KNIFE_SKILLS}?plugins[i18n][locale]=en`);
  await button(main, 'Save').waitFor();
  const reset = main.getByRole('button', { name: 'Reset entry', exact: true });
  await reset.first().waitFor();
  const resets = await reset.count();
  // The component whose label sits beside the button.
  const owner = await reset.first().evaluate((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const label = node.querySelector('label');
      // The label's own text, without the hint the i18n plugin adds after it.
      if (label) return label.firstChild?.textContent.trim() ?? '';
    }
    return '';
  });
  assert(`an article with its SEO component filled shows one trash button named Reset entry (${resets}), beside the label "${owner}"`, resets === 1 && /^seo$/i.test(owner));

  // 6. The Content-type Builder's groups.
  await mainNavigation.getByRole('link', { name: 'Content-Type Builder', exact: true }).click();
  const builder = page.getByRole('navigation', { name: 'Content-Type Builder' });
  await builder.waitFor();
  const groups = ['Collection Types', 'Single Types', 'Components'];
  const found = [];
  for (const group of groups) found.push(await builder.getByText(group, { exact: true }).count());
  assert(`the Content-type Builder's sub navigation has the groups ${groups.join(', ')} (${found.join()})`, found.every((count) => count >= 1), await builder.textContent());

  // 7. Settings > Overview, Change logo: the dialog's tabs.
  await mainNavigation.getByRole('link', { name: 'Settings', exact: true }).click();
  await settings.getByRole('link', { name: 'Overview', exact: true }).click();
  await main.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await main.getByRole('button', { name: 'Change logo' }).first().click();
  await dialog.getByRole('heading', { name: 'Upload logo' }).waitFor();
  const tabs = (await dialog.getByRole('tab').allTextContents()).map((text) => text.trim());
  assert(`Settings > Overview, Change logo: the Upload logo dialog's tabs are ${tabs.join(' and ')}`, tabs.join() === 'From computer,From URL');
});
