// The procedures of content/user-docs/media-library/adding-assets.mdx, driven in Chromium on a scratch lab's admin
// panel with PNG pictures the check draws; outcomes read back through the upload plugin's admin API, the REST API and
// the files under the lab's public/uploads:
// content/user-docs/media-library/adding-assets.mdx#upload-from-the-media-library: inside a folder, Add new assets
//   opens on From computer; Browse files with three pictures gives "3 assets ready to upload"; one removed with its
//   trash icon, one given an alternative text with its pencil icon and Finish; Upload 2 assets to the library; the
//   dialog closes, both assets are in the folder (alternative text saved) and their files are written;
// content/user-docs/media-library/adding-assets.mdx#import-files-from-urls: From url, an address served by a local
//   server in the URL field, Next: the browser fetches it ("1 asset ready to upload"), then it is uploaded; an
//   address whose server sends no CORS header fails in the dialog; a web page's address is not refused: it becomes a
//   pending HTML file;
// content/user-docs/media-library/adding-assets.mdx#upload-from-a-media-field: an article's empty cover field opens
//   the dialog on Browse; Add more assets, From computer, Upload 1 asset to the library; the new asset is selected
//   (Selected files tab), Finish puts it in the field, Save; the entry's cover is that asset.
// The same runs drive content/user-docs/features/media-library.mdx#upload-assets: Add new assets, From computer
//   (Browse files) and From url (an address, Next), the pending cards' pencil and trash icons, and the upload
//   button that counts the assets.
import fs from 'node:fs';
import http from 'node:http';
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';
import { mediaLibrary, picture, uploadAdminApi, uploadedFile } from './media-library-admin.mjs';

/** Serves a PNG with a CORS header, the same PNG without one, and an HTML page; resolves with its base URL. */
async function serveImages(cleanup, png) {
  const server = http.createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (request.url === '/images/terrace.png') response.writeHead(200, { 'Content-Type': 'image/png', ...cors }).end(png);
    else if (request.url === '/private/terrace.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    else if (request.url === '/menu.html') response.writeHead(200, { 'Content-Type': 'text/html', ...cors }).end('<h1>Menu</h1><img src="/images/terrace.png">');
    else response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}`;
}

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const api = uploadAdminApi(lab.url, await adminLogin(lab.url));
  const folder = await api.createFolder('Menus');
  const images = await serveImages(cleanup, await picture(320, 200, '#d9822b'));

  const page = await openAdmin(lab.url, cleanup);
  const library = mediaLibrary(page);
  const { main } = library;
  const dialog = page.getByRole('dialog');
  const ready = (count) => dialog.getByText(`${count} asset${count === 1 ? '' : 's'} ready to upload`, { exact: true });
  const pendingCard = (name) => dialog.getByRole('button').filter({ has: page.getByText(name, { exact: true }) }).filter({ has: page.getByRole('button', { name: 'Edit' }) });
  const uploadAll = async (count) => {
    const done = page.waitForResponse((response) => /\/upload$/.test(response.url()) && response.request().method() === 'POST');
    await button(dialog, `Upload ${count} asset${count === 1 ? '' : 's'} to the library`).click();
    return (await (await done).json())[0];
  };
  const browse = async (...names) => {
    // The drop area's file input lies over the Browse files button (transparent): a click there, as a person's
    // would, lands on the input and opens the file chooser.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(dialog, 'Browse files').click({ force: true })]);
    await chooser.setFiles(await Promise.all(names.map(async (name, index) => ({ name, mimeType: 'image/png', buffer: await picture(400 + index * 10, 300, '#2b8a3e') }))));
  };
  const filesIn = async (id) => (await api.folders()).find((candidate) => candidate.id === id)?.files ?? [];

  // Upload from the Media Library, inside a folder.
  await library.open();
  await library.openFolder('Menus');
  // The header's button (an empty folder shows a second one in its middle).
  await button(main, 'Add new assets').first().click();
  const computerTab = await dialog.getByRole('tab', { name: 'From computer' }).getAttribute('aria-selected');
  await browse('lunch-menu.png', 'dinner-menu.png', 'blurry-photo.png');
  await ready(3).waitFor();
  assert(`Add new assets opens on From computer (selected: ${computerTab}); Browse files with three pictures: "3 assets ready to upload"`, computerTab === 'true');
  await pendingCard('blurry-photo.png').getByRole('button', { name: 'Remove from selection' }).click();
  await ready(2).waitFor();
  await pendingCard('lunch-menu.png').getByRole('button', { name: 'Edit' }).click();
  const details = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Alternative text' }) });
  await details.getByRole('textbox', { name: 'Alternative text' }).fill('The lunch menu on a slate');
  await button(details, 'Finish').click();
  await ready(2).waitFor();
  const pendingButtons = await dialog.getByRole('button', { name: /^Add (new|more) assets$/ }).allInnerTexts();
  await uploadAll(2);
  await dialog.waitFor({ state: 'hidden' });
  await library.card('dinner-menu.png').waitFor();
  const inMenus = await filesIn(folder.id);
  const lunch = inMenus.find((file) => file.name === 'lunch-menu.png');
  assert(`the pending view's button to add files to the batch reads "${pendingButtons.join()}"`, pendingButtons.join() === 'Add new assets', pendingButtons.join());
  assert(
    `trash icon removes one, the pencil icon sets an alternative text; Upload 2 assets: the dialog closes and both are in Menus (${inMenus.map((file) => file.name).join(', ')}), files written`,
    inMenus.length === 2 && lunch?.alternativeText === 'The lunch menu on a slate' && inMenus.every((file) => fs.existsSync(uploadedFile(lab, file))),
    JSON.stringify(inMenus),
  );

  // Import files from URLs.
  await library.open();
  const fromUrl = async (address) => {
    await button(main, 'Add new assets').click();
    await dialog.getByRole('tab', { name: 'From url' }).click();
    await dialog.getByRole('textbox', { name: 'URL' }).fill(address);
    await button(dialog, 'Next').click();
  };
  await fromUrl(`${images}/private/terrace.png`);
  const refused = await dialog.getByText('Failed to fetch').innerText();
  assert(`an address whose server sends no CORS header fails in the dialog ("${refused}")`, refused === 'Failed to fetch');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await fromUrl(`${images}/menu.html`);
  await ready(1).waitFor();
  const htmlCard = await dialog.getByText('menu.html', { exact: true }).count();
  assert('a web page address is not refused: it becomes a pending file, menu.html', htmlCard >= 1);
  // Closing with a file pending asks the browser's confirm ("Are you sure?…"): accepted.
  page.once('dialog', (confirmClose) => confirmClose.accept());
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await fromUrl(`${images}/images/terrace.png`);
  await ready(1).waitFor();
  const imported = await uploadAll(1);
  await dialog.waitFor({ state: 'hidden' });
  assert(
    `From url, the address, Next: the browser fetches it ("1 asset ready to upload"); uploaded as ${imported.name} (${imported.width}×${imported.height}) at the root, file written`,
    imported.name === 'terrace.png' && imported.width === 320 && imported.folderPath === '/' && fs.existsSync(uploadedFile(lab, imported)),
    JSON.stringify(imported),
  );

  // Upload from a media field.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();
  await page.getByRole('navigation', { name: 'Content Manager' }).getByRole('link', { name: 'Article', exact: true }).click();
  await main.getByRole('row').filter({ hasText: 'Knife skills with our chef' }).getByText('Knife skills with our chef', { exact: true }).click();
  await button(main, 'Save').waitFor();
  await main.getByText('Click to add an asset or drag and drop one in this area').click();
  const browseTab = await dialog.getByRole('tab', { name: /^browse$/i }).getAttribute('aria-selected');
  await button(dialog, 'Add more assets').click();
  await browse('knife-skills.png');
  await ready(1).waitFor();
  const cover = await uploadAll(1);
  const selectedTab = dialog.getByRole('tab', { name: /^Selected files/ });
  await selectedTab.waitFor();
  await selectedTab.click();
  const selected = await dialog.getByRole('tabpanel').getByText('knife-skills.png', { exact: true }).count();
  await button(dialog, 'Finish').click();
  await dialog.waitFor({ state: 'hidden' });
  const saved = page.waitForResponse((response) => /\/content-manager\/collection-types\/api::article\.article\//.test(response.url()) && response.request().method() === 'PUT');
  await button(main, 'Save').click();
  await saved;
  const token = credentials().apiTokens.fullAccess.accessKey;
  const articles = await (await fetch(`${lab.url}/api/articles?filters[title][$eq]=Knife skills with our chef&populate=cover&status=draft`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const entry = articles.data?.[0];
  assert(`the cover field opens the dialog on Browse (selected: ${browseTab}); Add more assets, From computer, Upload 1 asset: ${cover.name} is uploaded and selected (${selected} in Selected)`, browseTab === 'true' && selected >= 1);
  assert(`Finish and Save: the article's cover is the new asset (id ${entry?.cover?.id})`, entry?.cover?.id === cover.id, JSON.stringify(articles).slice(0, 600));
});
