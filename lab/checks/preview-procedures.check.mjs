// content/user-docs/features/preview.mdx#preview-an-entry: Content Manager, the draft-only restaurant Trattoria
//   Nonna opened (the lab's preview handler, config/admin.ts, gives restaurants a page: public/preview.html);
//   the Preview box's Open preview opens the preview in place of the form: its header shows the title, the Draft
//   tab selected and the Published tab disabled (never published), and the frame shows the front end's page of
//   the draft; Copy preview link puts the address of this admin page on the clipboard;
//   Close preview returns to the form.
import { startScratchLab } from '../scripts/lab.mjs';
import { button, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';

const TRATTORIA = 'a935i6ggrsih7ppm1p1ag21y'; // Trattoria Nonna: a draft-only restaurant

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.getByRole('main');

  await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();
  await page.getByRole('navigation', { name: 'Content Manager' }).getByRole('link', { name: 'Restaurant', exact: true }).click();
  await main.getByRole('row').filter({ hasText: 'Trattoria Nonna' }).getByText('Trattoria Nonna').click();
  await page.waitForURL(new RegExp(`api::restaurant\\.restaurant/${TRATTORIA}`));
  const editUrl = page.url();
  await page.getByRole('link', { name: 'Open preview' }).click();
  await page.waitForURL(/\/preview(\?|$)/);
  const previewUrl = page.url();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: 'Trattoria Nonna' }) });
  await header.waitFor();
  const headerText = await header.innerText();
  const draftTab = header.getByRole('tab', { name: 'Draft' });
  const publishedTab = header.getByRole('tab', { name: 'Published' });
  assert(
    `Open preview replaces the form: its header shows the title (an h1), the Draft tab selected and the Published tab disabled`,
    (await main.locator('input[name="name"]').count()) === 0 && (await draftTab.getAttribute('aria-selected')) === 'true' && (await publishedTab.isDisabled()),
    headerText,
  );
  const frame = page.frameLocator('iframe');
  await frame.locator('#title').filter({ hasText: 'Trattoria Nonna' }).waitFor();
  const frameStatus = await frame.locator('#status').innerText();
  assert(`the frame shows the front end's page of the draft (${frameStatus})`, frameStatus === 'Draft');

  await button(page, 'Copy preview link').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert(`Copy preview link copies the address of this preview page (${copied})`, copied === previewUrl, `${copied} / ${previewUrl}`);

  await header.getByRole('link', { name: 'Close preview' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/preview'));
  await main.locator('input[name="name"]').waitFor();
  assert(`Close preview returns to the form (${page.url() === editUrl})`, page.url().split('?')[0] === editUrl.split('?')[0]);
});
