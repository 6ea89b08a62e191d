// content/user-docs/features/users-permissions.mdx, its procedures driven in Chromium on a scratch lab's admin panel:
// content/user-docs/features/users-permissions.mdx#configure-roles: Settings > Users & Permissions plugin > Roles
//   lists Public and Authenticated; Add new role, Name and Description; in Permissions, Article expanded and its
//   Select all ticked (find, findOne, create, update and delete), Restaurant's find ticked, whose cog shows
//   GET /api/restaurants under Bound route to in the Advanced settings panel; Save: the role is stored with those
//   actions (read back through the plugin's admin route), and an end user given the role may delete an article
//   through the REST API (403 with the Authenticated role, allowed with the new one);
// content/user-docs/features/users-permissions.mdx#set-up-login-providers: Settings > Users & Permissions plugin >
//   Providers; the github row's pencil, Enable, Client ID, Client Secret, The redirect URL to your front-end app,
//   the read-only URL to give to the provider (its label names the provider), Save: github is listed as Enabled
//   and GET /api/connect/github redirects to GitHub with that client ID (a made-up application: the provider's
//   console cannot be reached offline).
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { button, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';
import { CALLBACK_LABEL, enableGithub } from './lib/providers.mjs';

const ROLE = { name: 'Columnist', description: 'Writes the articles' };
const CLIENT_ID = 'lab-check-github-client';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab();
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const jwt = await adminLogin(lab.url);
  const plugin = async (route, init = {}) => {
    const response = await fetch(`${lab.url}/users-permissions${route}`, { ...init, headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' } });
    return { status: response.status, json: await response.json().catch(() => null) };
  };
  const row = (name) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

  // Configure roles.
  await goToAdminPath(page, 'up-roles');
  await row('Authenticated').waitFor();
  const listed = (await page.getByRole('row').allInnerTexts()).slice(1).map((text) => text.split(/[\t\n]/)[0].trim());
  assert(`the Roles page lists ${listed.join(', ')}`, listed.includes('Public') && listed.includes('Authenticated'));
  await page.getByRole('link', { name: 'Add new role' }).or(button(page, 'Add new role')).first().click();
  await main.getByRole('heading', { name: 'Create a role' }).waitFor();
  await main.getByRole('textbox', { name: 'Name' }).fill(ROLE.name);
  await main.getByRole('textbox', { name: 'Description' }).fill(ROLE.description);
  // A section's button is named by its name followed by its description.
  await main.getByRole('button', { name: /^Article\b/ }).click();
  // An open section is a region named after it; opening another one leaves it open.
  const article = main.getByRole('region', { name: /^Article\b/ });
  await article.getByRole('checkbox', { name: 'Select all', exact: true }).check();
  const articleActions = await article.getByRole('checkbox').evaluateAll((boxes) => boxes.filter((box) => box.getAttribute('aria-checked') === 'true').length - 1);
  await main.getByRole('button', { name: /^Restaurant\b/ }).click();
  const find = main.getByRole('region', { name: /^Restaurant\b/ }).getByRole('checkbox', { name: 'find', exact: true });
  // The cog first: ticking a box also selects its action, and the cog of a selected action unselects it
  // (SELECT_ACTION, @strapi/plugin-users-permissions dist/_chunks/index-C7gxFU5j.mjs:387-413).
  await find.hover();
  await main.getByRole('button', { name: /^Show bound route for api::restaurant\.controllers\.restaurant\.find$/ }).click();
  const title = page.getByRole('heading', { name: /Bound route to/ });
  await title.waitFor();
  const panel = (await title.locator('xpath=..').innerText()).replace(/\s+/g, '');
  await find.check();
  const advanced = await page.getByText('Advanced settings', { exact: true }).count();
  assert(`Select all ticks Article's ${articleActions} actions; the cog of find shows, under Bound route to in Advanced settings, ${panel.replace(/^Boundrouteto\S*?(GET)/, '$1')}`, advanced >= 1 && panel.includes('GET/api/restaurants'), panel);
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/users-permissions/roles'));
  await button(main, 'Save').click();
  const createdStatus = (await created).status();
  const roles = (await plugin('/roles')).json?.roles ?? [];
  const stored = roles.find((role) => role.name === ROLE.name);
  const permissions = stored ? (await plugin(`/roles/${stored.id}`)).json?.role?.permissions ?? {} : {};
  const enabled = (api, controller) =>
    Object.entries(permissions[api]?.controllers?.[controller] ?? {})
      .filter(([, action]) => action.enabled)
      .map(([name]) => name)
      .sort();
  const articleEnabled = enabled('api::article', 'article');
  const restaurantEnabled = enabled('api::restaurant', 'restaurant');
  assert(`Save (${createdStatus}) stores the role with Article's ${articleEnabled.join(', ')} and Restaurant's ${restaurantEnabled.join(', ')}`, ['create', 'delete', 'find', 'findOne', 'update'].every((action) => articleEnabled.includes(action)) && restaurantEnabled.join() === 'find');

  // The role at work: the seeded end user, first with Authenticated (which may create and update articles, not
  // delete them), then with the new role, given through the REST API with the lab's full-access token.
  const { email, password } = credentials().endUser;
  const loginResponse = await (await fetch(`${lab.url}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: email, password }) })).json();
  const someArticle = (await (await fetch(`${lab.url}/api/articles`)).json()).data?.[0];
  const deleteArticle = async () => (await fetch(`${lab.url}/api/articles/${someArticle.documentId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${loginResponse.jwt}` } })).status;
  const before = await deleteArticle();
  const moved = await fetch(`${lab.url}/api/users/${loginResponse.user.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: stored.id }),
  });
  const after = await deleteArticle();
  assert(`an end user may not delete an article with Authenticated (${before}); given the new role (${moved.status}), the same JWT may (${after})`, before === 403 && moved.status === 200 && [200, 204].includes(after));

  // Set up login providers.
  await goToAdminPath(page, 'up-providers');
  await row('github').waitFor();
  const github = await enableGithub(page, lab.url, CLIENT_ID);
  assert(`the read-only field "${CALLBACK_LABEL}" holds ${github.callbackUrl}; after Save, github is Enabled and GET /api/connect/github redirects (${github.connect.status}) to ${github.connect.location.split('?')[0]} with the client ID`, github.callbackReadOnly && github.callbackUrl === `${lab.url}/api/connect/github/callback` && github.connect.toGithub);
});
