// The procedures of content/user-docs/media-library/organizing-assets-with-folders.mdx, driven in Chromium on a
// scratch lab's admin panel; outcomes read back through the upload plugin's admin API (/upload/folders/:id,
// /upload/files/:id) and the files under the lab's public/uploads:
// content/user-docs/media-library/organizing-assets-with-folders.mdx#create-a-folder: Add new folder at the root
//   (Location shows Media Library), Name, Create; the card shows "0 folder, 0 asset"; inside that folder (opened
//   with its card) the dialog's Location defaults to it and the new folder is its child; the breadcrumbs lead back
//   to the root; a second folder of the same name in the same place is refused;
// content/user-docs/media-library/organizing-assets-with-folders.mdx#rename-or-relocate-a-folder: the card's
//   Edit folder (pencil) opens Edit folder with the creation date and the count of elements; Name and Location
//   changed, Save; the folder is renamed under its new parent and its subfolder and asset moved with it;
// content/user-docs/media-library/organizing-assets-with-folders.mdx#move-assets-and-folders: a folder and an
//   asset ticked together, Move, Move elements to with a Location, Move; the notification, and both are in the
//   destination; a folder moved into itself is refused;
// content/user-docs/media-library/organizing-assets-with-folders.mdx#delete-a-folder: Edit folder, Delete folder,
//   Confirm; the folder, its subfolder and the assets of both are gone, files included; then a ticked folder,
//   Delete above the list and Confirm.
// The same runs drive content/user-docs/features/media-library.mdx#organize-assets-in-folders: Add new folder with a
//   Name and Create, a folder's card opens it and the breadcrumbs lead back up, Move with Move elements to, and the
//   Edit folder dialog's Save and Delete folder.
import fs from 'node:fs';
import { startScratchLab } from '../scripts/lab.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';
import { bulkDeleted, chooseLocation, mediaLibrary, picture, uploadAdminApi, uploadedFile } from './media-library-admin.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const api = uploadAdminApi(lab.url, await adminLogin(lab.url));
  const png = () => picture(200, 150, '#4a6fa5');
  // What the later procedures start from.
  const campains = await api.createFolder('Campains');
  const spring = await api.createFolder('2024', campains.id);
  const springPoster = await api.upload('spring-poster.png', await png(), { folder: campains.id });
  const archive = await api.createFolder('Archive');
  const oldMenus = await api.createFolder('Old menus');
  const menu2023 = await api.upload('menu-2023.png', await png());
  const temporary = await api.createFolder('Temporary');
  const drafts = await api.createFolder('Drafts', temporary.id);
  const scrap = await api.upload('scrap.png', await png(), { folder: temporary.id });
  const draft = await api.upload('draft.png', await png(), { folder: drafts.id });
  await api.createFolder('Leftovers');

  const page = await openAdmin(lab.url, cleanup);
  const library = mediaLibrary(page);
  const { main } = library;
  const confirm = async () => {
    const deleted = bulkDeleted(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await deleted;
  };
  const folderDialog = (name) => page.getByRole('dialog', { name });
  const folder = async (id) => (await api.folders()).find((candidate) => candidate.id === id);
  const rootFolders = async () => (await api.folders()).filter((candidate) => candidate.parent === null).map((candidate) => candidate.name);
  const editFolder = async (name) => {
    await library.folderCard(name).hover();
    await library.folderCard(name).getByRole('button', { name: 'Edit folder' }).click();
    await folderDialog('Edit folder').getByRole('textbox', { name: 'Name' }).waitFor();
  };

  // Create a folder: at the root, then inside it.
  await library.open();
  await button(main, 'Add new folder').click();
  const create = folderDialog('Add new folder');
  await create.getByRole('textbox', { name: 'Name' }).fill('Brand');
  const rootLocation = await create.innerText();
  await button(create, 'Create').click();
  await library.folderCard('Brand').waitFor();
  const emptyCard = await main.getByRole('link', { name: 'Brand : 0 folder, 0 asset', exact: true }).count();
  assert('Add new folder at the root (Location: Media Library), Name and Create: the card "Brand : 0 folder, 0 asset" appears', /Media Library/.test(rootLocation) && emptyCard === 1 && (await rootFolders()).includes('Brand'));
  await library.openFolder('Brand');
  await button(main, 'Add new folder').click();
  await create.getByRole('textbox', { name: 'Name' }).waitFor();
  // The Name field is empty: the only Brand in the dialog is the Location's value.
  const insideLocation = (await create.innerText()).includes('Brand');
  await create.getByRole('textbox', { name: 'Name' }).fill('Logos');
  await button(create, 'Create').click();
  await library.folderCard('Logos').waitFor();
  const brand = (await api.folders()).find((candidate) => candidate.name === 'Brand');
  assert(`inside Brand, Location defaults to Brand and Logos is created as its child`, insideLocation && brand.children.map((child) => child.name).join() === 'Logos', JSON.stringify(brand));
  await main.getByRole('navigation', { name: 'Folders navigation' }).getByRole('link', { name: 'Media Library' }).click();
  await library.folderCard('Brand').waitFor();
  assert('the breadcrumbs\' Media Library link goes back up to the root', !/folder=/.test(page.url()));
  await button(main, 'Add new folder').click();
  await create.getByRole('textbox', { name: 'Name' }).fill('Brand');
  await button(create, 'Create').click();
  const refusal = await page.getByText(/already exists/).first().innerText();
  const brands = (await rootFolders()).filter((name) => name === 'Brand').length;
  assert(`a second Brand at the root is refused ("${refusal}"), one Brand stays`, brands === 1);
  await button(create, 'Cancel').click();

  // Rename or relocate a folder.
  await editFolder('Campains');
  const edit = folderDialog('Edit folder');
  const editText = await edit.innerText();
  assert(`the card's Edit folder opens Edit folder with its creation date and elements (${/1 folders, 1 assets/.exec(editText)?.[0]})`, /Creation Date/i.test(editText) && /1 folders, 1 assets/.test(editText), editText);
  await edit.getByRole('textbox', { name: 'Name' }).fill('Campaigns');
  await chooseLocation(page, edit, 'Brand');
  await button(edit, 'Save').click();
  await edit.waitFor({ state: 'hidden' });
  const renamed = await folder(campains.id);
  const child = await folder(spring.id);
  const poster = await api.file(springPoster.id);
  assert(
    `Save: the folder is Campaigns under ${renamed.parent?.name} (${renamed.path}); its subfolder (${child.path}) and asset (${poster.folderPath}) moved with it`,
    renamed.name === 'Campaigns' && renamed.parent?.id === brand.id && child.path.startsWith(`${renamed.path}/`) && poster.folderPath === renamed.path,
    JSON.stringify({ renamed, child: child.path, poster: poster.folderPath }),
  );

  // Move assets and folders: a folder and an asset at once.
  await library.open();
  await main.getByRole('checkbox', { name: /^Old menus : / }).check();
  await main.getByRole('checkbox', { name: 'menu-2023.png', exact: true }).check();
  await button(main, 'Move').click();
  const move = folderDialog('Move elements to');
  await chooseLocation(page, move, 'Archive');
  await button(move, 'Move').click();
  const moved = await page.getByText('Elements have been moved successfully').innerText();
  const movedFolder = await folder(oldMenus.id);
  const movedFile = await api.file(menu2023.id);
  assert(`Move: "${moved}", the folder and the asset are in Archive`, /moved successfully/.test(moved) && movedFolder.parent?.id === archive.id && movedFile.folder?.id === archive.id, JSON.stringify({ movedFolder, movedFile }));
  await main.getByRole('checkbox', { name: /^Archive : / }).check();
  await button(main, 'Move').click();
  await chooseLocation(page, move, 'Archive');
  await button(move, 'Move').click();
  const selfMove = await page.getByText(/cannot be moved/).first().innerText();
  assert(`a folder moved into itself is refused ("${selfMove}")`, (await folder(archive.id)).parent === null);
  await button(move, 'Cancel').click();

  // Delete a folder: from its Edit folder dialog, then ticked in the list.
  await library.open();
  await editFolder('Temporary');
  await button(edit, 'Delete folder').click();
  await confirm();
  await library.folderCard('Temporary').waitFor({ state: 'detached' });
  const folderIds = (await api.folders()).map((candidate) => candidate.id);
  const statuses = [await api.fileStatus(scrap.id), await api.fileStatus(draft.id)];
  const files = [scrap, draft].filter((file) => fs.existsSync(uploadedFile(lab, file))).length;
  assert(
    `Delete folder and Confirm: the folder and its subfolder are gone, and so are both assets (${statuses.join(', ')}), ${files} file left`,
    !folderIds.includes(temporary.id) && !folderIds.includes(drafts.id) && statuses.every((code) => code === 404) && files === 0,
    `folders left: ${folderIds.join()}`,
  );
  await main.getByRole('checkbox', { name: /^Leftovers : / }).check();
  await button(main, 'Delete').click();
  await confirm();
  await library.folderCard('Leftovers').waitFor({ state: 'detached' });
  assert('a ticked folder, Delete above the list and Confirm: the folder is gone', !(await rootFolders()).includes('Leftovers'));
});
