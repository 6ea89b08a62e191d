// Backs content/user-docs/media-library.mdx (Search assets), content/user-docs/features/media-library.mdx
// (the Search row, the thumbnail sentence and the upload-cover.mjs sample) and
// content/user-docs/media-library/managing-assets.mdx (the Dimensions row), on a scratch lab:
// - the Media Library search (`_q` on the admin upload API) matches an asset by its alternative text, its
//   caption or its MIME type, not only by its name, and the folders search matches folder names;
// - a thumbnail is made only for an image wider than 245 or taller than 156 pixels: a 245 × 156 image and a
//   text file get none, a 246 × 156 image gets one;
// - a file sent as a Blob without a type is stored as application/octet-stream, with { type: 'image/jpeg' }
//   as image/jpeg;
// - width and height are stored for an image, not for a file sent as video/mp4.
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';

const sharp = createRequire(path.join(LAB_DIR, 'package.json'))('sharp');
const picture = (width, height, format = 'png') => sharp({ create: { width, height, channels: 3, background: '#3a7ac0' } })[format]().toBuffer();

/** Uploads one file through the REST upload route, as the page's sample does; returns the stored file. */
async function upload(url, blob, name, fileInfo) {
  const form = new FormData();
  form.append('files', blob, name);
  if (fileInfo) form.append('fileInfo', JSON.stringify(fileInfo));
  const response = await fetch(`${url}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` }, body: form });
  const [file] = await response.json();
  if (response.status !== 201) throw new Error(`uploading ${name} answered ${response.status}: ${JSON.stringify(file)}`);
  return file;
}

/** The upload plugin's admin routes, as the admin panel calls them (under /upload, with the admin's token). */
async function uploadAdmin(url, jwt, method, route, body) {
  const response = await fetch(`${url}/upload${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /upload${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const jwt = await adminLogin(lab.url);

  // Search
  await upload(lab.url, new Blob([await picture(400, 300)], { type: 'image/png' }), 'harbour.png', { alternativeText: 'Quokka on the pier', caption: 'Xylophone night' });
  await upload(lab.url, new Blob(['opening hours'], { type: 'text/plain' }), 'hours.txt');
  await uploadAdmin(lab.url, jwt, 'POST', '/folders', { name: 'Quokka photos', parent: null });
  const search = async (q) => (await uploadAdmin(lab.url, jwt, 'GET', `/files?_q=${encodeURIComponent(q)}&pageSize=100`)).results;
  const names = (files) => JSON.stringify(files.map((file) => file.name).sort());
  const byAlt = await search('quokka');
  assert(`searching "quokka" finds harbour.png by its alternative text (${names(byAlt)})`, names(byAlt) === '["harbour.png"]');
  const byCaption = await search('xylophone');
  assert(`searching "xylophone" finds harbour.png by its caption (${names(byCaption)})`, names(byCaption) === '["harbour.png"]');
  const byMime = await search('text/plain');
  assert(`searching "text/plain" finds hours.txt by its MIME type (${names(byMime)})`, names(byMime) === '["hours.txt"]');
  const images = await search('image');
  assert(
    `searching "image" finds the ${images.length} images, none with "image" in its name, and not the text file`,
    images.length > 1 && images.every((file) => file.mime.startsWith('image/') && !file.name.includes('image')),
    names(images),
  );
  const folders = (await uploadAdmin(lab.url, jwt, 'GET', '/folders?_q=quokka')).data.map((found) => found.name);
  assert(`searching "quokka" also lists the folder "Quokka photos" (${JSON.stringify(folders)})`, JSON.stringify(folders) === '["Quokka photos"]');

  // Thumbnails
  const atLimit = await upload(lab.url, new Blob([await picture(245, 156)], { type: 'image/png' }), 'at-limit.png');
  assert(`a 245 × 156 image gets no thumbnail (formats: ${JSON.stringify(atLimit.formats)})`, !atLimit.formats?.thumbnail);
  const above = await upload(lab.url, new Blob([await picture(246, 156)], { type: 'image/png' }), 'above-limit.png');
  assert(`a 246 × 156 image gets a thumbnail (${above.formats?.thumbnail?.width}×${above.formats?.thumbnail?.height})`, Boolean(above.formats?.thumbnail));
  const text = await upload(lab.url, new Blob(['menu'], { type: 'text/plain' }), 'menu.txt');
  assert(`a text file gets no thumbnail (formats: ${JSON.stringify(text.formats)})`, !text.formats?.thumbnail);

  // The sample's Blob, without and with a type
  const jpeg = await picture(640, 480, 'jpeg');
  const untyped = await upload(lab.url, new Blob([jpeg]), 'terrace.jpg');
  assert(`a JPEG sent as new Blob([bytes]) is stored with mime ${untyped.mime}`, untyped.mime === 'application/octet-stream');
  const typed = await upload(lab.url, new Blob([jpeg], { type: 'image/jpeg' }), 'terrace.jpg');
  assert(`the same JPEG sent as new Blob([bytes], { type: 'image/jpeg' }) is stored with mime ${typed.mime}`, typed.mime === 'image/jpeg');

  // Dimensions
  assert(`an image is stored with its width and height (${typed.width}×${typed.height})`, typed.width === 640 && typed.height === 480);
  const video = await upload(lab.url, new Blob([new Uint8Array(2048)], { type: 'video/mp4' }), 'clip.mp4');
  assert(`a file sent as video/mp4 is stored without width and height (${video.width}, ${video.height})`, video.mime === 'video/mp4' && video.width == null && video.height == null);
});
