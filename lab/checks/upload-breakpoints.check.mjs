// Backs content/user-docs/settings/media-library-settings.mdx, content/user-docs/media-library/adding-assets.mdx and content/dev-docs/plugins/upload.mdx (the `breakpoints` option), by uploading images to a scratch lab
// (default settings: Responsive friendly upload on, default breakpoints large 1000, medium 750, small 500):
// - a responsive version is made when the image's width or its height exceeds the breakpoint: a tall,
//   narrow 400 × 1200 image (narrower than every breakpoint) gets large, medium and small versions;
// - each version fits inside a square of its breakpoint (the longer side becomes the breakpoint):
//   400 × 1200 gives large 333 × 1000, medium 250 × 750, small 167 × 500;
// - a 600 × 400 image gets a small version (500 × 333) and no medium or large one;
// - every image larger than 245 × 156 also gets a thumbnail that fits inside 245 × 156.
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials, startScratchLab } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';

const sharp = createRequire(path.join(LAB_DIR, 'package.json'))('sharp');

const picture = (width, height) => sharp({ create: { width, height, channels: 3, background: '#c0603a' } }).png().toBuffer();

/** Uploads one picture; returns its formats as { key: "W×H" }. */
async function upload(url, width, height) {
  const form = new FormData();
  form.append('files', new Blob([await picture(width, height)], { type: 'image/png' }), `picture-${width}x${height}.png`);
  const response = await fetch(`${url}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` }, body: form });
  const [file] = await response.json();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(file)}`);
  return Object.fromEntries(Object.entries(file.formats ?? {}).map(([key, format]) => [key, `${format.width}×${format.height}`]));
}

const same = (actual, expected) => JSON.stringify(Object.entries(actual).sort()) === JSON.stringify(Object.entries(expected).sort());

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());

  const tall = await upload(lab.url, 400, 1200);
  const expectedTall = { large: '333×1000', medium: '250×750', small: '167×500', thumbnail: '52×156' };
  assert('a 400 × 1200 image gets large, medium and small versions (its height exceeds each breakpoint) and a thumbnail', same(tall, expectedTall), JSON.stringify(tall));

  const wide = await upload(lab.url, 600, 400);
  const expectedWide = { small: '500×333', thumbnail: '234×156' };
  assert('a 600 × 400 image gets a small version and a thumbnail, no medium or large one', same(wide, expectedWide), JSON.stringify(wide));
});
