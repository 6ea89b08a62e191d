// What the Media Library procedure checks share: pictures drawn with sharp, the upload plugin's admin routes
// (/upload/…, as the admin panel calls them) and the way around the Media Library page in Chromium.
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR } from '../scripts/lab.mjs';
import { scratchProjectEnv } from './lib/check.mjs';

export const sharp = createRequire(path.join(LAB_DIR, 'package.json'))('sharp');

/** A PNG of one colour. */
export const picture = (width, height, background) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** Where a file record's file lies in a scratch lab (lab/.tmp/scratch-PORT/public/uploads/…). */
export const uploadedFile = (lab, file) => path.join(LAB_DIR, scratchProjectEnv(lab).LAB_PUBLIC_DIR, 'uploads', path.basename(file.url));

/** The upload plugin's admin routes on the lab at `url`, with an admin's JWT. */
export function uploadAdminApi(url, jwt) {
  const call = (route, body) =>
    fetch(`${url}/upload${route}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  return {
    call,
    file: async (id) => (await call(`/files/${id}`)).json(),
    fileStatus: async (id) => (await call(`/files/${id}`)).status,
    /** Every folder, with its parent, children and files. */
    folders: async () => (await (await call('/folders?populate=*')).json()).data,
    createFolder: async (name, parent = null) => (await (await call('/folders', { name, parent })).json()).data,
    /** Uploads a file (a PNG by default) as the admin panel does (the REST API would file it in its "API Uploads" folder). */
    upload: async (name, buffer, fileInfo = {}, type = 'image/png') => {
      const form = new FormData();
      form.append('files', new Blob([buffer], { type }), name);
      form.append('fileInfo', JSON.stringify({ name, folder: null, ...fileInfo }));
      const response = await fetch(`${url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
      const [file] = await response.json();
      if (response.status !== 201) throw new Error(`upload of ${name} answered ${response.status}: ${JSON.stringify(file)}`);
      return file;
    },
  };
}

/** The Media Library page of the admin panel open in `page`. */
export function mediaLibrary(page) {
  const main = page.getByRole('main').first();
  return {
    main,
    /** Media Library in the main navigation. */
    open: async () => {
      await page.getByRole('navigation').first().getByRole('link', { name: 'Media Library', exact: true }).click();
      await page.waitForURL(/\/plugins\/upload/);
      await main.getByRole('heading', { name: /^Assets \(\d+\)$|^Folders \(\d+\)$/ }).first().waitFor();
    },
    /** Clicks a folder's card; its link is named like "Menus : 0 folder, 1 asset". */
    openFolder: async (name) => {
      await main.getByRole('link', { name: new RegExp(`^${name} : `) }).click();
      await main.getByRole('navigation', { name: 'Folders navigation' }).getByText(name, { exact: true }).waitFor();
    },
    /** An asset's card (grid view), named by its file name. */
    card: (name) => main.getByRole('button', { name, exact: true }),
    /** A folder's card: the box around its link that also holds its checkbox. */
    folderCard: (name) => main.getByRole('link', { name: new RegExp(`^${name} : `) }).locator('xpath=ancestor::*[.//button[@role="checkbox"]][1]'),
  };
}

/** Waits for the answer to the admin panel's bulk delete (the dialogs' Confirm, for assets and folders alike). */
export const bulkDeleted = (page) => page.waitForResponse((response) => response.url().endsWith('/upload/actions/bulk-delete') && response.request().method() === 'POST');

/**
 * Chooses `name` in a Location list (a folder tree) of `scope`. The list shows the open branch only: a folder's
 * subfolders appear once its Toggle button (the arrow) is clicked, so the root's is clicked when needed.
 */
export async function chooseLocation(page, scope, name) {
  await scope.getByRole('combobox', { name: 'Location' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  // An option with subfolders also holds the Toggle button: its name is clicked.
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
  if ((await option.count()) === 0) await page.getByRole('option', { name: /^Media Library/ }).getByRole('button', { name: 'Toggle' }).click();
  await option.getByText(name, { exact: true }).click();
}
