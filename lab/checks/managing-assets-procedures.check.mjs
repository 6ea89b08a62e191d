// The procedures of content/user-docs/media-library/managing-assets.mdx, driven in Chromium on a scratch lab's
// admin panel, on PNG pictures the check draws and uploads first; outcomes read back through the admin upload API
// (/upload/files/:id) and the files under the lab's public/uploads:
// content/user-docs/media-library/managing-assets.mdx#open-the-details-of-an-asset: Media Library in the main
//   navigation, the asset found with the search, its card's pencil icon (and the row's, in list view) opens the
//   Details dialog: Delete, Download, Copy link and Crop above the preview, Size, Dimensions, Date, Extension and
//   Asset ID, the File name, Alternative text, Caption and Location fields, Cancel, Replace Media and Finish;
// content/user-docs/media-library/managing-assets.mdx#edit-the-details-of-an-asset: File name, Alternative text
//   and Caption changed, Finish; the asset holds them, its URL and its file are unchanged;
// content/user-docs/media-library/managing-assets.mdx#move-an-asset-to-another-folder: a folder chosen in
//   Location, Finish; the asset is in that folder, its URL unchanged; Media Library in Location puts it back at the
//   root;
// content/user-docs/media-library/managing-assets.mdx#crop-an-image: the Crop icon shows the cropping frame, the
//   check mark (Crop) offers Crop the original asset and Duplicate & crop the asset; Duplicate makes a new asset of
//   the cropped size (with the file name, without the alternative text and caption) and closes the dialog, the
//   original is unchanged; Crop the original keeps the asset's id and URL, its file and dimensions become the
//   cropped ones, and the dialog stays open until Finish. The frame's handles have no size in this run (the
//   admin panel does not load the cropper's stylesheet), so the area is set through the cropper's own API;
// content/user-docs/media-library/managing-assets.mdx#replace-the-file-of-an-asset: Replace Media opens a file
//   chooser limited to the asset's MIME type, the preview shows the new file, Finish; same id, URL, alternative
//   text, caption and folder, and the new picture is the file on disk;
// content/user-docs/media-library/managing-assets.mdx#delete-assets: the Delete icon of the Details dialog and
//   Confirm; then two assets ticked, Delete above the list and Confirm; the assets are gone (404) and so are
//   their files.
import fs from 'node:fs';
import { startScratchLab } from '../scripts/lab.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';
import { bulkDeleted, chooseLocation, mediaLibrary, picture, sharp, uploadAdminApi, uploadedFile } from './media-library-admin.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const onDisk = (file) => uploadedFile(lab, file);
  const api = uploadAdminApi(lab.url, await adminLogin(lab.url));
  const { file: read, fileStatus: status, upload } = api;
  const folder = await api.createFolder('Menus');

  const harbour = await upload('harbour-view.png', await picture(640, 480, '#2d6a8f'));
  const tart = await upload('lemon-tart.png', await picture(600, 400, '#f2d74e'));
  const prices = await upload('price-list.png', await picture(300, 200, '#7a3b69'), { alternativeText: 'The spring price list', caption: 'Prices', folder: folder.id });
  const banner = await upload('old-banner.png', await picture(320, 100, '#999999'));
  const flyer = await upload('old-flyer.png', await picture(200, 300, '#555555'));
  const poster = await upload('old-poster.png', await picture(200, 280, '#333333'));

  const page = await openAdmin(lab.url, cleanup);
  const library = mediaLibrary(page);
  const { main, card } = library;
  const details = page.getByRole('dialog', { name: 'Details' });
  const search = async (text) => {
    await button(main, 'Search').click();
    await main.getByRole('textbox', { name: 'Search for an asset' }).fill(text);
    await page.keyboard.press('Enter');
    await page.waitForURL(/_q=/);
  };
  const openDetails = async (name, hasText = '') => {
    const target = card(name).filter({ hasText });
    await target.hover();
    await target.getByRole('button', { name: 'Edit' }).click();
    await details.getByRole('textbox', { name: 'File name' }).waitFor();
  };
  const finish = async () => {
    const saved = page.waitForResponse((response) => /\/upload\?id=\d+/.test(response.url()) && response.request().method() === 'POST');
    await button(details, 'Finish').click();
    const response = await saved;
    await details.waitFor({ state: 'hidden' });
    return response.status();
  };
  const startCropping = async (area) => {
    await button(details, 'Crop').click();
    await button(details, 'Stop cropping').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('img')].some((img) => img.cropper?.ready));
    await page.evaluate((data) => [...document.querySelectorAll('img')].find((img) => img.cropper).cropper.setData(data), area);
    // Two buttons are named Crop now: the check mark of the cropping bar comes first.
    await button(details, 'Crop').first().click();
  };
  const uploaded = () => page.waitForResponse((response) => /\/upload(\?id=\d+)?$/.test(response.url()) && response.request().method() === 'POST');

  // Open the details of an asset.
  await library.open();
  await search('harbour');
  await openDetails('harbour-view.png');
  const dialogText = await details.innerText();
  const missing = ['Size', 'Dimensions', 'Date', 'Extension', 'Asset ID', 'File name', 'Alternative text', 'Caption', 'Location'].filter((label) => !new RegExp(label, 'i').test(dialogText));
  const buttons = ['Delete', 'Download', 'Copy link', 'Crop', 'Cancel', 'Replace Media', 'Finish'];
  const buttonCounts = await Promise.all(buttons.map((name) => button(details, name).count()));
  assert(
    `found with the search, the card's pencil icon opens Details: its facts (640✕480, asset ID ${harbour.id}), the four fields, and ${buttons.join(', ')}`,
    missing.length === 0 && buttonCounts.every((count) => count === 1) && dialogText.includes('640✕480') && dialogText.includes(String(harbour.id)),
    `missing ${missing.join(', ')}; buttons ${buttonCounts.join()}`,
  );
  await button(details, 'Cancel').click();
  await button(main, 'List View').click();
  await main.getByRole('row').filter({ hasText: 'harbour-view.png' }).getByRole('button', { name: 'Edit' }).click();
  const listOpens = await details.getByRole('textbox', { name: 'File name' }).inputValue();
  assert('in list view, the pencil icon at the end of the row opens the same dialog', listOpens === 'harbour-view.png');

  // Edit the details of an asset.
  await details.getByRole('textbox', { name: 'File name' }).fill('harbour-at-dusk.png');
  await details.getByRole('textbox', { name: 'Alternative text' }).fill('Fishing boats in the harbour at dusk');
  await details.getByRole('textbox', { name: 'Caption' }).fill('The harbour, seen from the terrace');
  const editStatus = await finish();
  const edited = await read(harbour.id);
  assert(
    `Finish saves (${editStatus}): name "${edited.name}", alternative text and caption on the asset; URL unchanged (${edited.url}) and the file still there`,
    edited.name === 'harbour-at-dusk.png' && edited.alternativeText === 'Fishing boats in the harbour at dusk' && edited.caption === 'The harbour, seen from the terrace' && edited.url === harbour.url && fs.existsSync(onDisk(harbour)),
    `${JSON.stringify(edited)} on disk: ${fs.existsSync(onDisk(harbour))} ${onDisk(harbour)}`,
  );
  await button(main, 'Grid View').click();

  // Move an asset to another folder.
  await library.open();
  await search('harbour');
  await openDetails('harbour-at-dusk.png');
  await chooseLocation(page, details, 'Menus');
  await finish();
  const moved = await read(harbour.id);
  assert(`Location "Menus" and Finish: the asset is in the folder (${moved.folder?.name}, ${moved.folderPath}), its URL unchanged`, moved.folder?.id === folder.id && moved.url === harbour.url, JSON.stringify(moved));
  await library.open();
  await library.openFolder('Menus');
  await openDetails('harbour-at-dusk.png');
  await chooseLocation(page, details, 'Media Library');
  await finish();
  const back = await read(harbour.id);
  assert('Location "Media Library" puts it back at the root', back.folder === null && back.folderPath === '/', JSON.stringify(back));

  // Crop an image: a duplicate first, then the original.
  await library.open();
  await openDetails('lemon-tart.png');
  const duplicated = uploaded();
  await startCropping({ x: 20, y: 20, width: 300, height: 200 });
  const menu = await page.getByRole('menuitem').allInnerTexts();
  assert(`the check mark offers ${menu.join(' and ')}`, menu.join() === 'Crop the original asset,Duplicate & crop the asset', menu.join());
  await page.getByRole('menuitem', { name: 'Duplicate & crop the asset' }).click();
  const [copy] = await (await duplicated).json();
  await details.waitFor({ state: 'hidden' });
  const original = await read(tart.id);
  assert(
    `Duplicate & crop: a new asset (id ${copy.id}, ${copy.name}, ${copy.width}×${copy.height}, no alternative text or caption), the dialog closes, the original stays ${original.width}×${original.height}`,
    copy.id !== tart.id && copy.width === 300 && copy.height === 200 && copy.name === 'lemon-tart.png' && copy.alternativeText === null && copy.caption === null && original.width === 600 && original.height === 400 && original.url === tart.url,
    JSON.stringify(copy),
  );
  await page.reload();
  await main.getByRole('heading', { name: /^Assets \(\d+\)$/ }).waitFor();
  await openDetails('lemon-tart.png', '600✕400');
  const replacedByCrop = uploaded();
  await startCropping({ x: 0, y: 0, width: 240, height: 160 });
  await page.getByRole('menuitem', { name: 'Crop the original asset' }).click();
  await replacedByCrop;
  await button(details, 'Stop cropping').waitFor({ state: 'hidden' });
  const stillOpen = await details.isVisible();
  await finish();
  const cropped = await read(tart.id);
  const croppedFile = await sharp(onDisk(tart)).metadata();
  assert(
    `Crop the original asset: the dialog stays open until Finish (${stillOpen}); same id and URL, now ${cropped.width}×${cropped.height}, and so is the file on disk (${croppedFile.width}×${croppedFile.height})`,
    stillOpen && cropped.url === tart.url && cropped.width === 240 && cropped.height === 160 && croppedFile.width === 240 && croppedFile.height === 160,
    JSON.stringify(cropped),
  );

  // Replace the file of an asset.
  await library.open();
  await library.openFolder('Menus');
  await openDetails('price-list.png');
  const accept = await details.locator('input[type="file"][name="file"]').getAttribute('accept');
  const chooser = page.waitForEvent('filechooser');
  await button(details, 'Replace Media').click();
  await (await chooser).setFiles({ name: 'price-list-2025.png', mimeType: 'image/png', buffer: await picture(450, 300, '#3b7a57') });
  const preview = await details.getByRole('img', { name: 'price-list.png' }).first().getAttribute('src');
  await finish();
  const replaced = await read(prices.id);
  const replacedFile = await sharp(onDisk(prices)).metadata();
  assert(`Replace Media opens a file chooser limited to the asset's type (accept="${accept}") and the preview shows the new file (${preview?.slice(0, 5)}…)`, accept === 'image/png' && preview?.startsWith('blob:'));
  assert(
    `after Finish: same id and URL (${replaced.url}), alternative text, caption and folder kept (${replaced.folder?.name}), now ${replaced.width}×${replaced.height}, and the file on disk is the new picture (${replacedFile.width}×${replacedFile.height})`,
    replaced.id === prices.id && replaced.url === prices.url && replaced.alternativeText === 'The spring price list' && replaced.caption === 'Prices' && replaced.folder?.id === folder.id && replaced.width === 450 && replacedFile.width === 450 && replacedFile.height === 300,
    JSON.stringify(replaced),
  );

  // Delete assets: one from its Details dialog, then two ticked in the list.
  await library.open();
  await openDetails('old-poster.png');
  await button(details, 'Delete').click();
  const removed = page.waitForResponse((response) => response.url().endsWith(`/upload/files/${poster.id}`) && response.request().method() === 'DELETE');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await removed;
  await details.waitFor({ state: 'hidden' });
  assert(`the Delete icon and Confirm: the asset is gone (${await status(poster.id)}) and so is its file`, (await status(poster.id)) === 404 && !fs.existsSync(onDisk(poster)));
  await library.open();
  await main.getByRole('checkbox', { name: 'old-banner.png', exact: true }).check();
  await main.getByRole('checkbox', { name: 'old-flyer.png', exact: true }).check();
  await button(main, 'Delete').click();
  const deleted = bulkDeleted(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await deleted;
  const statuses = [await status(banner.id), await status(flyer.id)];
  assert(`two assets ticked, Delete above the list and Confirm: both gone (${statuses.join(', ')}) with their files`, statuses.every((code) => code === 404) && !fs.existsSync(onDisk(banner)) && !fs.existsSync(onDisk(flyer)));
});
