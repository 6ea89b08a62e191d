// Three admin panel behaviours, driven in Chromium on one copy of the lab whose email provider is a small local
// package (found through NODE_PATH) that appends each message it is given to sent-emails.jsonl, and whose Article
// gets a localized password field, accessCode:
// content/user-docs/users-roles-permissions/managing-administrators.mdx#invite-a-new-administrator and
//   content/cloud/intro.mdx (the Email row): Settings > Administration panel > Users, Invite new user, the
//   dialog's details and role, Invite user: the dialog shows the registration link with "Copy and share this
//   link to give access to this user"; Finish; no message reached the email provider. A password reset asked
//   for the admin afterwards (POST /admin/forgot-password) does reach it, so the provider was listening;
// content/user-docs/media-library/adding-assets.mdx (Troubleshooting uploads): in the dialog of Article's cover
//   field (images only), with a PDF at the Media Library's root, the PDF's card has no checkbox in grid view
//   while a picture's has one; in List View its checkbox is disabled, clicking it selects nothing, and no
//   "not allowed" message appears anywhere; a picture's checkbox is enabled and selects it;
// content/user-docs/content-manager/translating-content.mdx#fill-in-from-another-locale and
//   content/user-docs/features/internationalization.mdx (Translate content in the Content Manager, step 4): an
//   English article with an access code stored (a bcrypt hash in the database); the French locale created
//   from the header's Locales list, Fill in from another locale, English (en), Yes, fill in: the title and
//   the excerpt are copied, the password field stays empty (the content manager's API sends no password value:
//   the English edit view shows it empty too).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, credentials } from '../scripts/lab.mjs';
import { button, choose, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PROVIDER = 'strapi-provider-email-record-check';
const SENT = 'sent-emails.jsonl';
const SCHEMA = 'dist/src/api/article/content-types/article/schema.json';
const schema = JSON.parse(fs.readFileSync(path.join(LAB_DIR, SCHEMA), 'utf8'));
schema.attributes.accessCode = { type: 'password', pluginOptions: { i18n: { localized: true } } };

const files = {
  [`providers/${PROVIDER}/index.js`]: `
const fs = require('node:fs');
module.exports = {
  init: () => ({
    send: async (message) => fs.appendFileSync('${SENT}', JSON.stringify({ to: message.to, subject: message.subject }) + '\\n'),
  }),
};`,
  'dist/config/plugins.js': `module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'lab-users-permissions-jwt-secret') } },
  email: { config: { provider: '${PROVIDER}', settings: { defaultFrom: 'lab@example.com', defaultReplyTo: 'lab@example.com' } } },
});`,
  [SCHEMA]: JSON.stringify(schema),
};

const KNIFE_SKILLS = { documentId: 'f1l2p4pphktjhsligizvp86j', title: 'Knife skills with our chef' };
const GRACE = { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com' };
// A minimal PDF: the Media Library only needs its MIME type.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());
  const server = await project.start({ LAB_SEED: '1', NODE_PATH: path.join(project.dir, 'providers') });
  cleanup(() => server.stop());
  const sent = () => (fs.existsSync(path.join(project.dir, SENT)) ? fs.readFileSync(path.join(project.dir, SENT), 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : []);

  // What the page scenes need: a PDF at the Media Library's root (uploaded as the admin panel does), an English access code.
  const jwt = await adminLogin(server.url);
  const form = new FormData();
  form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'wine-list.pdf');
  const upload = await fetch(`${server.url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
  const pdf = (await upload.json())[0];
  const token = credentials().apiTokens.fullAccess.accessKey;
  const coded = await fetch(`${server.url}/api/articles/${KNIFE_SKILLS.documentId}?locale=en&status=draft`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { accessCode: 'kitchen-door-42' } }),
  });
  const database = new (createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3'))(path.join(project.dir, '.tmp', 'data.db'), { readonly: true });
  cleanup(async () => database.close());
  const storedCode = database.prepare("SELECT access_code FROM articles WHERE document_id = ? AND locale = 'en' AND published_at IS NULL").get(KNIFE_SKILLS.documentId)?.access_code;
  assert(`set up: wine-list.pdf at the root (${upload.status}, ${pdf?.mime}, folderPath ${pdf?.folderPath}); the English draft's access code is stored hashed (${coded.status}, ${String(storedCode).slice(0, 7)}…)`, upload.status === 201 && pdf?.folderPath === '/' && /^\$2[aby]\$/.test(storedCode ?? ''));

  const page = await openAdmin(server.url, cleanup);
  const main = page.locator('main');

  // Invite a new administrator: no email.
  await goToAdminPath(page, 'admin-users');
  await button(main, 'Invite new user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First name' }).fill(GRACE.firstname);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(GRACE.lastname);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(GRACE.email);
  await choose(page, dialog.getByRole('combobox', { name: "User's roles" }), 'Editor');
  await page.keyboard.press('Escape');
  await button(dialog, 'Invite user').click();
  await button(dialog, 'Copy to clipboard').waitFor();
  const shown = await dialog.innerText();
  const link = shown.match(/\S+\/admin\/auth\/register\?registrationToken=\S+/)?.[0];
  assert(`Invite user: the dialog shows the registration link (${link?.slice(0, 60)}…) and "Copy and share this link to give access to this user"`, Boolean(link) && shown.includes('Copy and share this link to give access to this user'), shown);
  await button(dialog, 'Finish').click();
  await main.getByRole('row').filter({ hasText: GRACE.email }).waitFor();
  assert(`after Invite user and Finish, the email provider was given no message (${sent().length})`, sent().length === 0, JSON.stringify(sent()));
  const reset = await fetch(`${server.url}/admin/forgot-password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: credentials().admin.email }) });
  for (let i = 0; i < 50 && sent().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  assert(`the provider listens: a password reset for the admin (${reset.status}) reaches it once (${JSON.stringify(sent())})`, sent().length === 1 && sent()[0].to === credentials().admin.email);

  // A media field's dialog and a file of another family.
  await page.goto(`${server.url}/admin/content-manager/collection-types/api::article.article/${KNIFE_SKILLS.documentId}?plugins[i18n][locale]=en`);
  await button(main, 'Save').waitFor();
  await main.getByText('Click to add an asset or drag and drop one in this area').click();
  await dialog.getByText('wine-list.pdf', { exact: true }).waitFor();
  const card = (name) => dialog.getByRole('button').filter({ has: page.getByText(name, { exact: true }) });
  const selectedCount = async () => (await dialog.getByRole('tab', { name: /^Selected files/i }).innerText()).replace(/\D/g, '');
  const notAllowed = () => page.getByText(/not allowed/i).count();
  const pdfBoxes = await card('wine-list.pdf').getByRole('checkbox').count();
  const pictureBoxes = await card('spring-menu.jpg').getByRole('checkbox').count();
  assert(`grid view: the PDF's card has no checkbox (${pdfBoxes}), a picture's has one (${pictureBoxes})`, pdfBoxes === 0 && pictureBoxes === 1);
  await button(dialog, 'List View').click();
  const rowBox = (name) => dialog.getByRole('row').filter({ hasText: name }).getByRole('checkbox', { name: `Select ${name} asset` });
  await rowBox('wine-list.pdf').waitFor();
  const pdfDisabled = await rowBox('wine-list.pdf').isDisabled();
  await rowBox('wine-list.pdf').click({ force: true, timeout: 5000 }).catch(() => {});
  const afterPdf = await selectedCount();
  assert(`list view: the PDF's checkbox is disabled (${pdfDisabled}); clicked, Selected files stays at ${afterPdf}; no "not allowed" message (${await notAllowed()})`, pdfDisabled && afterPdf === '0' && (await notAllowed()) === 0);
  const pictureDisabled = await rowBox('spring-menu.jpg').isDisabled();
  await rowBox('spring-menu.jpg').click();
  const afterPicture = await selectedCount();
  assert(`list view: a picture's checkbox is enabled (disabled: ${pictureDisabled}) and selects it (Selected files ${afterPicture})`, !pictureDisabled && afterPicture === '1');
  await button(dialog, 'Cancel').click();

  // Fill in from another locale: the password field stays empty.
  const input = (name) => main.locator(`input[name="${name}"]`);
  const valueIs = (name, expected) => page.waitForFunction(([field, value]) => document.querySelector(`main [name="${field}"]`)?.value === value, [name, expected]);
  await page.goto(`${server.url}/admin/content-manager/collection-types/api::article.article/${KNIFE_SKILLS.documentId}?plugins[i18n][locale]=en`);
  await valueIs('title', KNIFE_SKILLS.title);
  const englishExcerpt = await main.locator('[name="excerpt"]').inputValue();
  const englishCode = await input('accessCode').inputValue();
  await main.getByRole('combobox', { name: 'Locales', exact: true }).click();
  await page.getByRole('option', { name: 'Create French (fr) locale' }).click();
  await page.waitForURL((url) => url.searchParams.get('plugins[i18n][locale]') === 'fr');
  await valueIs('title', '');
  await button(main, 'Fill in from another locale').click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' }).or(page.getByRole('alertdialog', { name: 'Confirmation' }));
  await choose(page, confirmation.getByRole('combobox'), 'English (en)');
  await button(confirmation, 'Yes, fill in').click();
  await valueIs('title', KNIFE_SKILLS.title);
  const frenchExcerpt = await main.locator('[name="excerpt"]').inputValue();
  const frenchCode = await input('accessCode').inputValue();
  assert(`Yes, fill in copies the title and the excerpt ("${frenchExcerpt.slice(0, 30)}…") into French`, frenchExcerpt === englishExcerpt && englishExcerpt !== '');
  assert(`the password field stays empty after Fill in ("${frenchCode}"); the English edit view shows it empty too ("${englishCode}")`, frenchCode === '' && englishCode === '');
});
