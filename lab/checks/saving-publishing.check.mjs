// content/user-docs/content-manager/saving-and-publishing-content.mdx, its procedures driven in Chromium on a
// scratch lab's admin panel with a new Restaurant (Draft & Publish), and what the REST API serves at each step;
// first Save a draft (not numbered): Save gives the status Draft; GET /api/restaurants/:documentId answers 404,
// the draft is served only when asked for (?status=draft);
// content/user-docs/content-manager/saving-and-publishing-content.mdx#publish-an-entry: Publish, with a change
//   not saved first, gives Published; the API serves the entry, change included; a change saved on the published
//   entry gives Modified: the API still serves the published version, the Published tab shows it read-only,
//   ?status=draft serves the change;
// content/user-docs/content-manager/saving-and-publishing-content.mdx#unpublish-an-entry: More document actions >
//   Unpublish offers Unpublish and keep last draft and Unpublish and replace last draft; kept and confirmed, the
//   status is Draft, the API answers 404, and the draft keeps the change;
// content/user-docs/content-manager/saving-and-publishing-content.mdx#publish-several-entries-at-once: the entry
//   (now linked to a never-published article) ticked in the list view, Publish opens the Publish entries dialog
//   (its status and summary line, no count of unpublished relations); its Publish opens a second confirmation,
//   "Are you sure you want to publish these entries?", and only that dialog's Publish publishes.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, lastNotification, openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const FIRST = 'Lab Bistro';
const PUBLISHED = 'Lab Bistro Nord';
const CHANGED = 'Lab Bistro and Bar';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const token = credentials().apiTokens.fullAccess.accessKey;
  const served = async (documentId, query = '') => {
    const response = await fetch(`${lab.url}/api/restaurants/${documentId}${query}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, name: response.ok ? (await response.json()).data?.name : undefined };
  };
  // The status badge of the edit view's header (not the Draft and Published tabs).
  const status = (label) => main.locator(`xpath=.//*[normalize-space(text())="${label}"][not(ancestor-or-self::*[@role="tab"])]`).first();
  const name = main.locator('input[name="name"]');

  await page.getByRole('navigation').first().getByRole('link', { name: 'Content Manager', exact: true }).click();
  await page.getByRole('link', { name: 'Restaurant', exact: true }).click();
  await page.getByRole('link', { name: 'Create new entry' }).first().click();
  await name.fill(FIRST);

  // Save a draft.
  await button(main, 'Save').click();
  await lastNotification(page);
  await page.waitForURL(/api::restaurant\.restaurant\/[a-z0-9]{24}/);
  const documentId = page.url().match(/api::restaurant\.restaurant\/([a-z0-9]{24})/)[1];
  await status('Draft').waitFor();
  const draftOnly = await served(documentId);
  const draftAsked = await served(documentId, '?status=draft');
  assert(`saved: the status is Draft; the API answers ${draftOnly.status}, and serves the draft only with ?status=draft (${draftAsked.status}, ${draftAsked.name})`, draftOnly.status === 404 && draftAsked.name === FIRST);

  // Publish an entry, with a change not saved first.
  await name.fill(PUBLISHED);
  await button(main, 'Publish').click();
  await status('Published').waitFor();
  const published = await served(documentId);
  assert(`published without saving the change first: the status is Published and the API serves it (${published.status}, ${published.name})`, published.status === 200 && published.name === PUBLISHED);

  // A change saved on the published entry.
  await name.fill(CHANGED);
  await button(main, 'Save').click();
  await status('Modified').waitFor();
  const stillServed = await served(documentId);
  const changedDraft = await served(documentId, '?status=draft');
  assert(`a saved change makes it Modified: the API still serves "${stillServed.name}", the draft holds "${changedDraft.name}"`, stillServed.name === PUBLISHED && changedDraft.name === CHANGED);
  await page.getByRole('tab', { name: 'Published' }).click();
  await page.waitForFunction((expected) => document.querySelector('main input[name="name"]')?.value === expected, PUBLISHED);
  assert('the Published tab shows the published version, read-only', await name.isDisabled());
  await page.getByRole('tab', { name: 'Draft' }).click();
  await page.waitForFunction((expected) => document.querySelector('main input[name="name"]')?.value === expected, CHANGED);

  // Unpublish an entry.
  await button(main, 'More document actions').click();
  await page.getByRole('menuitem', { name: 'Unpublish', exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  const keep = dialog.getByRole('radio', { name: 'Unpublish and keep last draft' });
  const replace = dialog.getByRole('radio', { name: 'Unpublish and replace last draft' });
  assert('Unpublish of a Modified entry offers Unpublish and keep last draft and Unpublish and replace last draft', (await keep.count()) === 1 && (await replace.count()) === 1, await dialog.innerText());
  await keep.check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await status('Draft').waitFor();
  const gone = await served(documentId);
  const kept = await served(documentId, '?status=draft');
  assert(`unpublished, keeping the draft: the status is Draft, the API answers ${gone.status}, the draft holds "${kept.name}"`, gone.status === 404 && kept.name === CHANGED);

  // Publish several entries at once, with a relation to a draft article that a relation count would report.
  // ?status=draft: the REST API publishes what it creates unless told otherwise.
  const article = await fetch(`${lab.url}/api/articles?status=draft`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title: 'Lab Bistro opens', restaurant: documentId } }),
  });
  const articleId = article.ok ? (await article.json()).data?.documentId : undefined;
  const articlePublished = (await fetch(`${lab.url}/api/articles/${articleId}`, { headers: { Authorization: `Bearer ${token}` } })).status;
  assert(`a draft article related to the entry is created (${article.status}; not published: ${articlePublished})`, article.status === 201 && articlePublished === 404);
  await page.goto(`${lab.url}/admin/content-manager/collection-types/api::restaurant.restaurant`);
  const row = main.getByRole('row').filter({ hasText: CHANGED });
  await row.getByRole('checkbox').check();
  await button(main, 'Publish').click();
  const entriesDialog = page.getByRole('dialog').filter({ hasText: 'Publish entries' });
  await entriesDialog.getByText('Ready to publish', { exact: true }).waitFor();
  const entriesText = await entriesDialog.innerText();
  assert(
    'the Publish entries dialog shows the entry as Ready to publish and a summary of entries, with no count of unpublished relations',
    /1\s+entry ready to publish/.test(entriesText) && !/relation|not published yet/i.test(entriesText),
    entriesText,
  );
  await button(entriesDialog, 'Publish').click();
  const confirmation = page.getByRole('alertdialog').filter({ hasText: 'Are you sure you want to publish these entries?' });
  await confirmation.waitFor();
  const confirmationText = await confirmation.innerText();
  const stillDraft = await served(documentId);
  assert(`the dialog's Publish opens a second confirmation and publishes nothing yet (the API answers ${stillDraft.status}); no relation count there either`, stillDraft.status === 404 && !/relation|not published yet/i.test(confirmationText), confirmationText);
  await button(confirmation, 'Publish').click();
  await confirmation.waitFor({ state: 'hidden' });
  await lastNotification(page);
  const bulkPublished = await served(documentId);
  assert(`confirmed: the entry is published (${bulkPublished.status}, ${bulkPublished.name})`, bulkPublished.status === 200 && bulkPublished.name === CHANGED);
});
