// content/user-docs/settings/configuring-users-permissions-plugin-settings.mdx, its procedures driven in Chromium
// on a scratch lab's admin panel:
// content/user-docs/settings/configuring-users-permissions-plugin-settings.mdx#enable-a-third-party-provider:
//   step 1 (registering an application at GitHub) needs the provider, which cannot be reached offline: a
//   made-up client ID and secret stand in for it. The Providers list shows email Enabled and github Disabled;
//   github's pencil icon opens a dialog with Enable, Client ID, Client Secret, the front-end redirect URL and
//   the read-only URL to give to the provider (the lab's /api/connect/github/callback); after Save, github is
//   listed as Enabled and GET /api/connect/github redirects to GitHub's authorize page with that client ID, at once;
// content/user-docs/settings/configuring-users-permissions-plugin-settings.mdx#edit-email-templates: the pencil
//   icon of Reset password opens Edit email template with Shipper name "Administration Panel", Shipper email
//   "no-reply@strapi.io", an empty Response email and the Subject "Reset password"; a new subject and Finish:
//   the template is stored (read back through the plugin's admin route).
import { startScratchLab } from '../scripts/lab.mjs';
import { button, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { enableGithub } from './lib/providers.mjs';

const CLIENT_ID = 'lab-check-client-id';
const SUBJECT = 'Choose a new Example Shop password';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const jwt = await adminLogin(lab.url);
  const row = (name) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
  const status = async (name) => (await row(name).getByRole('gridcell').nth(1).textContent()).trim();

  // Enable a third-party provider.
  await goToAdminPath(page, 'up-providers');
  await row('github').waitFor();
  const before = { email: await status('email'), github: await status('github') };
  assert(`the Providers list shows email ${before.email} and github ${before.github}`, before.email === 'Enabled' && before.github === 'Disabled');
  const github = await enableGithub(page, lab.url, CLIENT_ID);
  assert(`the dialog's read-only URL for the provider is ${github.callbackUrl}`, github.callbackReadOnly && github.callbackUrl === `${lab.url}/api/connect/github/callback`);
  assert(`saved, github is listed as Enabled, and GET /api/connect/github redirects (${github.connect.status}) to ${github.connect.location.split('?')[0]} with the client ID`, github.connect.toGithub);

  // Edit email templates.
  await goToAdminPath(page, 'up-email-templates');
  await row('Reset password').getByRole('button', { name: 'Edit a template' }).click();
  const editor = page.getByRole('dialog');
  const field = (name) => editor.getByRole('textbox', { name, exact: true });
  await field('Subject').waitFor();
  const defaults = [await field('Shipper name').inputValue(), await field('Shipper email').inputValue(), await field('Response email').inputValue(), await field('Subject').inputValue()];
  assert(`Edit email template shows the defaults ${JSON.stringify(defaults)}`, JSON.stringify(defaults) === JSON.stringify(['Administration Panel', 'no-reply@strapi.io', '', 'Reset password']));
  await field('Subject').fill(SUBJECT);
  const stored = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/users-permissions/email-templates'));
  await button(editor, 'Finish').click();
  await stored;
  const templates = await (await fetch(`${lab.url}/users-permissions/email-templates`, { headers: { Authorization: `Bearer ${jwt}` } })).json();
  assert(`Finish stores it at once: the reset password subject is now "${templates?.reset_password?.options?.object}"`, templates?.reset_password?.options?.object === SUBJECT);
});
