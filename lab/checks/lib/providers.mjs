// The Users & Permissions plugin's github provider enabled through the admin panel, as two pages' procedures
// write it (the feature page and the plugin's settings page). A made-up application stands in for GitHub's:
// the provider's console cannot be reached offline, and the redirect to it needs only a client ID.
import { button } from './admin.mjs';

/** The label of the read-only URL to give to the provider: it names the provider. */
export const CALLBACK_LABEL = 'The redirect URL to add in your github application configurations';

/**
 * From the Providers page with the github row listed: opens its dialog (the pencil), reads the read-only URL, ticks
 * Enable, fills Client ID, Client Secret and the front-end redirect URL, and saves. Returns that URL, whether it was
 * read-only, and where GET /api/connect/github then redirects once github is listed as Enabled.
 */
export async function enableGithub(page, labUrl, clientId) {
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'github', exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  const callback = dialog.getByRole('textbox', { name: CALLBACK_LABEL, exact: true });
  const callbackUrl = await callback.inputValue();
  const callbackReadOnly = await callback.isDisabled();
  await dialog.getByRole('checkbox', { name: 'enabled' }).click();
  await dialog.getByRole('textbox', { name: 'Client ID' }).fill(clientId);
  await dialog.getByRole('textbox', { name: 'Client Secret' }).fill('lab-check-client-secret');
  await dialog.getByRole('textbox', { name: 'The redirect URL to your front-end app' }).fill('https://www.example.com/connect/github/redirect');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/users-permissions/providers'));
  await button(dialog, 'Save').click();
  await saved;
  await row.filter({ hasText: 'Enabled' }).waitFor();
  const connect = await fetch(`${labUrl}/api/connect/github`, { redirect: 'manual' });
  const location = connect.headers.get('location') ?? '';
  return {
    callbackUrl,
    callbackReadOnly,
    connect: { status: connect.status, location, toGithub: connect.status === 302 && location.startsWith('https://github.com/login/oauth/authorize') && location.includes(`client_id=${clientId}`) },
  };
}
