// The procedure of content/user-docs/settings/media-library-settings.mdx, driven in Chromium on a scratch lab's
// admin panel; outcomes read back through the upload plugin's admin API (/upload/settings, /upload/files/:id):
// content/user-docs/settings/media-library-settings.mdx#change-the-settings: Settings > Global Settings > Media
//   Library shows the three toggles with their defaults (Responsive friendly upload and Size optimization on, Auto
//   orientation off); Responsive friendly upload turned off, Save: a confirmation message, the setting is stored,
//   the next 1200 × 800 upload gets a thumbnail only, and an image uploaded before keeps its large, medium and
//   small versions (existing files are not reprocessed).
import { startScratchLab } from '../scripts/lab.mjs';
import { button, goToAdminPath, lastNotification, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';
import { picture, uploadAdminApi } from './media-library-admin.mjs';

const OPTIONS = ['Responsive friendly upload', 'Size optimization', 'Auto orientation'];

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const api = uploadAdminApi(lab.url, await adminLogin(lab.url));
  const formats = (file) => Object.keys(file.formats ?? {}).sort().join(', ');
  const before = await api.upload('terrace-before.png', await picture(1200, 800, '#8a5a44'));

  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main').first();
  const toggle = (name) => main.getByRole('checkbox', { name }).or(main.getByRole('switch', { name }));
  await goToAdminPath(page, 'media-library');
  await toggle(OPTIONS[0]).waitFor();
  const shown = await Promise.all(OPTIONS.map(async (name) => `${name} ${(await toggle(name).isChecked()) ? 'on' : 'off'}`));
  assert(`the page shows ${shown.join(', ')}`, shown.join() === 'Responsive friendly upload on,Size optimization on,Auto orientation off', shown.join());

  await toggle('Responsive friendly upload').click();
  const saved = page.waitForResponse((response) => /\/upload\/settings$/.test(response.url()) && response.request().method() === 'PUT');
  await button(main, 'Save').click();
  await saved;
  const message = await lastNotification(page);
  const settings = (await (await api.call('/settings')).json()).data;
  assert(`Save: "${message}", and the setting is stored (${JSON.stringify(settings)})`, /saved/i.test(message) && settings.responsiveDimensions === false && settings.sizeOptimization === true && settings.autoOrientation === false);

  const after = await api.upload('terrace-after.png', await picture(1200, 800, '#8a5a44'));
  const kept = await api.file(before.id);
  assert(`the next upload gets ${formats(after)} only; the image uploaded before keeps ${formats(kept)}`, formats(after) === 'thumbnail' && formats(kept) === 'large, medium, small, thumbnail');
});
