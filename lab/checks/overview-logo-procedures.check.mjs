// The Settings area and its Overview page, driven in Chromium on a scratch lab's admin panel:
// content/user-docs/settings/introduction.mdx#open-the-settings-area: Settings in the main navigation opens a
//   sub navigation grouped into Global Settings, Administration panel, Email plugin and Users & Permissions
//   plugin; its Overview item opens that page;
// content/user-docs/settings/admin-panel.mdx#upload-a-new-logo: the Details box (Strapi version v5.8.1, Community
//   Edition, the server's Node version); Save is disabled; in the Menu logo slot, Change logo opens Upload logo
//   with the From computer and From URL tabs; a 900 × 300 PNG is refused with the too-large message and the
//   dialog stays on the upload step; a 300 × 120 PNG goes to Pending logo (name, format, dimensions), Upload
//   logo, then Save: the logo is stored as a project setting (read back through the admin API) and not listed
//   in the Media Library; the navigation keeps the default logo (30 s) until the page is reloaded, and then shows
//   it, and the slot offers Reset logo;
//   in the Auth logo slot, From URL with an image of the lab's own public folder, Next: Pending logo names the file
//   after the whole address, and Save is refused ("File name contains invalid characters", 400); the same image
//   from the computer is stored, and the login page shows it;
// content/user-docs/settings/admin-panel.mdx#reset-a-logo: Reset logo, then Save: the Menu logo setting is empty
//   again and the navigation shows the default logo; the Auth logo stays.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { newVisitor, openAdmin } from './lib/admin.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';

const sharp = createRequire(path.join(LAB_DIR, 'package.json'))('sharp');

/** A plain PNG of the given size, written to `file`. */
const writePng = (file, width, height, background) => sharp({ create: { width, height, channels: 4, background } }).png().toFile(file);

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const scratch = path.join(LAB_DIR, '.tmp', `scratch-${new URL(lab.url).port}`);
  const files = path.join(scratch, 'logos');
  fs.mkdirSync(files, { recursive: true });
  const menuLogo = path.join(files, 'menu-logo.png');
  const tooLarge = path.join(files, 'too-large.png');
  await writePng(menuLogo, 300, 120, '#2F6B4F');
  await writePng(tooLarge, 900, 300, '#62B38C');
  // Served by the lab itself (its public folder), so the browser may download it from the same origin.
  await writePng(path.join(scratch, 'public', 'auth-logo.png'), 200, 200, '#B3623A');

  const page = await openAdmin(lab.url, cleanup);
  const jwt = await adminLogin(lab.url);
  const settings = async () => (await adminRequest(lab.url, 'GET', '/project-settings', { jwt })).json ?? {};
  const mediaLibrary = async () => (await fetch(`${lab.url}/upload/files?pageSize=100`, { headers: { Authorization: `Bearer ${jwt}` } })).json();
  const navLogo = () => page.getByRole('navigation').first().getByRole('img', { name: 'Application logo' }).getAttribute('src');
  const defaultLogo = await navLogo();

  // Open the Settings area.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Settings', exact: true }).click();
  const subNavigation = page.getByRole('navigation', { name: 'Settings' });
  await subNavigation.waitFor();
  // The section titles are list items' captions, capitalised by style: textContent gives them as written.
  const navigationText = await subNavigation.textContent();
  const sections = ['Global Settings', 'Administration panel', 'Email plugin', 'Users & Permissions plugin'];
  assert(`Settings opens a sub navigation grouped into ${sections.join(', ')}`, sections.every((title) => navigationText.includes(title)), navigationText);
  await subNavigation.getByRole('link', { name: 'Overview', exact: true }).click();
  const main = page.locator('main');
  await main.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  assert('its Overview item opens the Overview page', true);

  // Read the project details.
  const details = await main.innerText();
  const node = (await (await fetch(`${lab.url}/admin/information`, { headers: { Authorization: `Bearer ${jwt}` } })).json())?.data?.nodeVersion;
  assert(`Details shows Strapi version v5.8.1, Community Edition and the Node version ${node}`, details.includes('v5.8.1') && details.includes('Community Edition') && Boolean(node) && details.includes(node), details.slice(0, 600));

  // Upload a new logo, from the computer, in the Menu logo slot.
  const save = main.getByRole('button', { name: 'Save', exact: true });
  const saveDisabledAtFirst = await save.isDisabled();
  const slot = (name) => main.getByRole('group').filter({ hasText: name }).or(main.getByRole('region', { name }));
  const changeLogo = (name) => slot(name).getByRole('button', { name: 'Change logo' });
  const resetCount = await slot('Menu logo').getByRole('button', { name: 'Reset logo' }).count();
  await changeLogo('Menu logo').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Upload logo' }).waitFor();
  const tabs = (await dialog.getByRole('tab').allTextContents()).map((text) => text.trim());
  assert(`Save is disabled until a slot changes, the default logo has no Reset logo (${resetCount}); Change logo opens Upload logo with the tabs ${tabs.join(' and ')}`, saveDisabledAtFirst && resetCount === 0 && tabs.join() === 'From computer,From URL');
  await dialog.locator('input[type="file"]').setInputFiles(tooLarge);
  const tooLargeMessage = dialog.getByText('The file uploaded is too large (max dimension: 750x750, max file size: 100KB)');
  await tooLargeMessage.waitFor();
  assert('a 900 × 300 PNG is refused with "The file uploaded is too large (max dimension: 750x750, max file size: 100KB)", on the upload step', (await dialog.getByText('Browse files').count()) === 1);
  await dialog.locator('input[type="file"]').setInputFiles(menuLogo);
  await dialog.getByRole('button', { name: 'Choose another logo' }).waitFor();
  const pending = await dialog.innerText();
  assert(`a 300 × 120 PNG goes to the Pending logo step, which shows its name, format and dimensions, with Choose another logo and Upload logo`, pending.includes('Pending logo') && pending.includes('menu-logo.png') && pending.includes('PNG') && /300\s*[x×✕]\s*120/i.test(pending), pending);
  await dialog.getByRole('button', { name: 'Upload logo' }).click();
  await dialog.waitFor({ state: 'detached' });
  const uploadsBefore = await mediaLibrary();
  const stored = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/project-settings'));
  await save.click();
  const storedStatus = (await stored).status();
  const afterUpload = await settings();
  const menuUrl = afterUpload.menuLogo?.url ?? '(none)';
  assert(`Save stores it as a project setting (POST /admin/project-settings ${storedStatus}): ${afterUpload.menuLogo?.name}, ${afterUpload.menuLogo?.width} × ${afterUpload.menuLogo?.height}, at ${menuUrl}`, afterUpload.menuLogo?.name === 'menu-logo.png' && afterUpload.menuLogo?.width === 300, JSON.stringify(afterUpload));
  const library = await mediaLibrary();
  const listed = (library?.results ?? []).filter((file) => file.name === 'menu-logo.png').length;
  assert(`the logo is not listed in the Media Library (${listed} asset of that name; ${library?.pagination?.total} assets before and after: ${uploadsBefore?.pagination?.total})`, listed === 0 && library?.pagination?.total === uploadsBefore?.pagination?.total);
  // What the navigation shows right after Save, then once the page is reloaded.
  const showsLogo = (url) => page.waitForFunction((wanted) => document.querySelector('nav img[alt="Application logo"]')?.getAttribute('src')?.endsWith(wanted), url, { timeout: 30_000 }).catch(() => {});
  await showsLogo(menuUrl);
  const rightAfterSave = await navLogo();
  const reload = async () => {
    await page.reload();
    await main.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  };
  await reload();
  await showsLogo(menuUrl);
  const afterReload = await navLogo();
  const resetButtons = await slot('Menu logo').getByRole('button', { name: 'Reset logo' }).count();
  assert(`right after Save the navigation showed ${rightAfterSave === defaultLogo ? 'the default logo still' : rightAfterSave}; reloaded, it shows ${afterReload}, and the slot has a Reset logo button (${resetButtons})`, rightAfterSave === defaultLogo && afterReload.endsWith(menuUrl) && resetButtons === 1);

  // Upload a new logo, from a URL, in the Auth logo slot: the dialog names the file after the whole address,
  // which the server refuses.
  await changeLogo('Auth logo').click();
  await dialog.getByRole('tab', { name: 'From URL' }).click();
  await dialog.getByRole('textbox', { name: 'URL' }).fill(`${lab.url}/auth-logo.png`);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Choose another logo' }).waitFor();
  const pendingFromUrl = await dialog.innerText();
  await dialog.getByRole('button', { name: 'Upload logo' }).click();
  await dialog.waitFor({ state: 'detached' });
  const fromUrl = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/project-settings'));
  await save.click();
  const fromUrlResponse = await fromUrl;
  const refused = await page
    .getByText('File name contains invalid characters')
    .first()
    .waitFor()
    .then(
      () => true,
      () => false,
    );
  assert(`From URL and Next go to Pending logo, the file named after the address (${pendingFromUrl.includes(`${lab.url}/auth-logo.png`)}); Upload logo, then Save: refused (${fromUrlResponse.status()}), the notification says "File name contains invalid characters", nothing is stored`, pendingFromUrl.includes(`${lab.url}/auth-logo.png`) && fromUrlResponse.status() === 400 && refused && !(await settings()).authLogo?.url);

  // The same image from the computer, in the Auth logo slot: the login page shows it.
  await reload();
  await changeLogo('Auth logo').click();
  await dialog.locator('input[type="file"]').setInputFiles(path.join(scratch, 'public', 'auth-logo.png'));
  await dialog.getByRole('button', { name: 'Upload logo' }).click();
  await dialog.waitFor({ state: 'detached' });
  const authStored = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/project-settings'));
  await save.click();
  const authStatus = (await authStored).status();
  const authLogo = (await settings()).authLogo;
  const visitor = await newVisitor(page.context().browser(), lab.url);
  await visitor.goto(`${lab.url}/admin/auth/login`);
  await visitor.getByRole('button', { name: 'Login' }).waitFor();
  await visitor.waitForFunction((url) => [...document.images].some((image) => image.getAttribute('src')?.endsWith(url)), authLogo?.url ?? '(none)', { timeout: 30_000 }).catch(() => {});
  const loginLogos = await visitor.locator('img').evaluateAll((images) => images.map((image) => `${image.getAttribute('alt')}: ${image.getAttribute('src')?.slice(0, 80)}`));
  await visitor.context().close();
  assert(`from the computer, the Auth logo is stored (${authStatus}, ${authLogo?.width} × ${authLogo?.height}) and shown on the login page`, authLogo?.width === 200 && loginLogos.some((logo) => logo.endsWith(authLogo.url)), loginLogos.join('\n') || '(no image)');

  // Reset a logo.
  await reload();
  await slot('Menu logo').getByRole('button', { name: 'Reset logo' }).click();
  const reset = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/project-settings'));
  await save.click();
  await reset;
  const afterReset = await settings();
  await reload();
  await page.waitForFunction((url) => document.querySelector('nav img[alt="Application logo"]')?.getAttribute('src') === url, defaultLogo, { timeout: 30_000 }).catch(() => {});
  const logoAfterReset = await navLogo();
  assert(`Reset logo and Save: menuLogo is ${JSON.stringify(afterReset.menuLogo)}, and the navigation shows the default logo again (${logoAfterReset.slice(0, 40)}…); the Auth logo stays`, !afterReset.menuLogo && Boolean(afterReset.authLogo?.url) && logoAfterReset === defaultLogo);
});
