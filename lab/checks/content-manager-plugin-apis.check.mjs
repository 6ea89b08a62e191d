// content/dev-docs/plugins/admin-panel-api.mdx (Injection zones) and content/dev-docs/plugins/content-manager-apis.mdx
// (addDocumentAction, addDocumentHeaderAction, addBulkAction), run in Chromium on a develop copy of the lab whose
// src/admin/app.jsx registers probes in bootstrap(app):
// - a component injected into editView › right-links shows in the edit view's side panel, under the document actions;
// - one injected into editView › informations shows nowhere (edit view, list view), nor do those injected into
//   listView › deleteModalAdditionalInfos, publishModalAdditionalInfos and unpublishModalAdditionalInfos (the bulk
//   Delete, Publish and Unpublish dialogs of the list view);
// - one injected into listView › actions shows at the end of the list view's action bar, just before the View
//   settings button;
// - a header action of type 'icon' is drawn in the edit view's header; one of type 'default', and one without a
//   type, are not drawn at all;
// - a header action's dialog shows its title and content, and not its footer;
// - a document action whose onClick returns true does not open its dialog; one whose onClick returns nothing does;
// - a document action's notification shows its title and content, and not its link;
// - a bulk action of type 'icon' is still drawn as a button showing its label.
import { ADMIN_LOAD_MS, startDevelopCopy } from './develop-copy.mjs';
import { openAdmin } from './lib/admin.mjs';
import { assert, runCheck } from './lib/check.mjs';

const RESTAURANTS = '/admin/content-manager/collection-types/api::restaurant.restaurant';
const TRATTORIA = 'a935i6ggrsih7ppm1p1ag21y'; // Trattoria Nonna, a seeded restaurant

// Zones the Content Manager declares and, says the page, never renders.
const HIDDEN_ZONES = [
  ['editView', 'informations'],
  ['listView', 'deleteModalAdditionalInfos'],
  ['listView', 'publishModalAdditionalInfos'],
  ['listView', 'unpublishModalAdditionalInfos'],
];

// The project's admin customization: every probe is named so that the browser can find it, or its absence.
const APP_JSX = `import React from 'react';
import { Eye, Download } from '@strapi/icons';

const probe = (text) => () => <span>{text}</span>;

const IconHeaderAction = () => ({
  label: 'Probe icon header action',
  icon: <Eye />,
  type: 'icon',
  dialog: {
    type: 'dialog',
    title: 'Probe header dialog title',
    content: <p>Probe header dialog content</p>,
    footer: <button type="button">Probe header dialog footer</button>,
  },
});
const DefaultHeaderAction = () => ({ label: 'Probe default header action', icon: <Eye />, type: 'default', onClick: () => {} });
const UntypedHeaderAction = () => ({ label: 'Probe untyped header action', icon: <Eye />, onClick: () => {} });

const MutedAction = () => ({
  label: 'Probe muted action',
  onClick: () => true,
  dialog: { type: 'dialog', title: 'Probe muted dialog', content: 'The muted dialog opened' },
});
const OpeningAction = () => ({
  label: 'Probe opening action',
  onClick: () => {},
  dialog: { type: 'dialog', title: 'Probe opening dialog', content: 'The opening dialog opened' },
});
const NotifyingAction = () => ({
  label: 'Probe notifying action',
  dialog: {
    type: 'notification',
    title: 'Probe notification title',
    content: 'Probe notification content',
    status: 'info',
    timeout: 60000,
    link: { url: 'https://example.com/probe', label: 'Probe notification link' },
  },
});

const IconBulkAction = () => ({ label: 'Probe bulk action', icon: <Download />, type: 'icon', onClick: () => {} });

export default {
  config: { locales: [] },
  bootstrap(app) {
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('editView', 'right-links', { name: 'probe', Component: probe('Probe in right-links') });
    contentManager.injectComponent('listView', 'actions', { name: 'probe', Component: probe('Probe in list actions') });
    for (const [view, zone] of ${JSON.stringify(HIDDEN_ZONES)}) {
      contentManager.injectComponent(view, zone, { name: 'probe', Component: probe(\`Probe in hidden zone \${zone}\`) });
    }
    contentManager.apis.addDocumentHeaderAction([IconHeaderAction, DefaultHeaderAction, UntypedHeaderAction]);
    contentManager.apis.addDocumentAction([MutedAction, OpeningAction, NotifyingAction]);
    contentManager.apis.addBulkAction([IconBulkAction]);
  },
};
`;

/** Whether `first` comes before `second` in the page. */
const precedes = async (first, second) => first.evaluate((node, other) => Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING), await second.elementHandle());
/** Whether the element right after `first` is, or holds, `second`; and nothing follows it. */
const lastBefore = async (first, second) =>
  first.evaluate((node, other) => {
    const next = node.nextElementSibling;
    return Boolean(next && (next === other || next.contains(other)) && !next.nextElementSibling);
  }, await second.elementHandle());

await runCheck(async (cleanup) => {
  // `strapi develop --no-watch-admin` builds the copy's admin panel, with APP_JSX, once before it starts.
  const project = await startDevelopCopy({ timeoutMs: ADMIN_LOAD_MS, files: { 'src/admin/app.jsx': APP_JSX } });
  cleanup(() => project.stop());
  const page = await openAdmin(project.url, cleanup);
  page.setDefaultTimeout(120_000);
  const open = async (route) => {
    await page.goto(`${project.url}${route}`);
    await page.waitForLoadState('networkidle');
  };
  const shown = (text) => page.getByText(text, { exact: true }).isVisible();
  const button = (name) => page.getByRole('button', { name, exact: true });

  // The edit view of a restaurant.
  await open(`${RESTAURANTS}/${TRATTORIA}?plugins[i18n][locale]=en`);
  await page.getByRole('heading', { level: 1, name: 'Trattoria Nonna' }).waitFor();
  const rightLinks = page.getByText('Probe in right-links', { exact: true });
  await rightLinks.waitFor();
  const moreActions = button('More document actions');
  assert('editView › right-links: the injected component shows in the edit view, under the document actions', await precedes(button('Save'), rightLinks));
  const hiddenProbes = page.getByText('Probe in hidden zone');
  assert('editView › informations: the injected component does not show in the edit view', (await hiddenProbes.count()) === 0);

  const iconHeader = button('Probe icon header action');
  assert("addDocumentHeaderAction: the action of type 'icon' is drawn in the header", await iconHeader.isVisible());
  assert("addDocumentHeaderAction: the action of type 'default' is not drawn", (await page.getByText('Probe default header action').count()) === 0 && (await button('Probe default header action').count()) === 0);
  assert('addDocumentHeaderAction: the action without a type is not drawn', (await page.getByText('Probe untyped header action').count()) === 0 && (await button('Probe untyped header action').count()) === 0);

  await iconHeader.click();
  const headerDialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: 'Probe header dialog title' });
  await headerDialog.waitFor();
  assert("the header action's dialog shows its title and content", await headerDialog.getByText('Probe header dialog content').isVisible());
  assert("the header action's dialog does not show its footer", (await page.getByText('Probe header dialog footer').count()) === 0);
  await page.keyboard.press('Escape');
  await headerDialog.waitFor({ state: 'hidden' });

  // Document actions beyond the first two are in the ⋯ menu of the actions panel.
  const runDocumentAction = async (label) => {
    await moreActions.click();
    await page.getByRole('menuitem', { name: label }).click();
  };
  await runDocumentAction('Probe muted action');
  await page.waitForTimeout(2000);
  assert('addDocumentAction: an onClick that returns true keeps the dialog from opening', !(await shown('The muted dialog opened')) && (await page.getByText('Probe muted dialog').count()) === 0);
  await page.keyboard.press('Escape');

  await runDocumentAction('Probe opening action');
  const opened = page.getByText('The opening dialog opened', { exact: true });
  await opened.waitFor({ timeout: 30_000 }).catch(() => {});
  assert('addDocumentAction: an onClick that returns nothing lets the dialog open', await opened.isVisible());
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'hidden' });

  await runDocumentAction('Probe notifying action');
  const notification = page.getByText('Probe notification content', { exact: true });
  await notification.waitFor({ timeout: 30_000 }).catch(() => {});
  assert("a document action's notification shows its title and content", (await notification.isVisible()) && (await shown('Probe notification title')));
  assert("the notification's link is not displayed", (await page.getByText('Probe notification link').count()) === 0 && (await page.locator('a[href="https://example.com/probe"]').count()) === 0);

  // The list view.
  await open(RESTAURANTS);
  const listActions = page.getByText('Probe in list actions', { exact: true });
  await listActions.waitFor();
  assert('listView › actions: the injected component shows at the end of the list view\'s action bar, just before the View settings button, which closes it', await lastBefore(listActions, button('View settings')));
  assert('editView › informations: the injected component does not show in the list view', (await hiddenProbes.count()) === 0);

  // All entries selected, drafts and published ones: the bar offers Publish, Unpublish and Delete.
  await page.getByRole('checkbox', { name: 'Select all entries' }).check();
  const bulk = button('Probe bulk action');
  await bulk.waitFor();
  assert("addBulkAction: an action of type 'icon' is drawn as a button showing its label", (await bulk.innerText()).trim() === 'Probe bulk action', await bulk.innerText());

  for (const [label, zone] of [
    ['Delete', 'deleteModalAdditionalInfos'],
    ['Unpublish', 'unpublishModalAdditionalInfos'],
    ['Publish', 'publishModalAdditionalInfos'],
  ]) {
    await page.locator('main').getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    assert(`listView › ${zone}: the injected component does not show in the bulk ${label} dialog`, (await hiddenProbes.count()) === 0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
});
