// content/user-docs/users-roles-permissions/configuring-end-users-roles.mdx, its procedures driven in Chromium on
// a scratch lab's admin panel:
// content/user-docs/users-roles-permissions/configuring-end-users-roles.mdx#edit-a-roles-permissions: with the
//   Public role (the seed lets it find restaurants): in Settings > Users & Permissions plugin > Roles, the role's
//   name opens it; the Permissions sections are the content-types, then Content types builder, Email, i18n,
//   Upload and Users-permissions (formatPluginName and the sorted section keys of @strapi/plugin-users-permissions
//   dist/_chunks/index-C7gxFU5j.mjs:34-59); find of Restaurant unticked and saved with Save, GET /api/restaurants
//   without a token goes from 200 to 403; ticked again and saved, it answers 200: the change applies to the next
//   request, without a restart; the cog of find shows its route, GET /api/restaurants;
// content/user-docs/users-roles-permissions/configuring-end-users-roles.mdx#create-a-role: Add new role, Name
//   and Description, create of Restaurant ticked, Save; the role is listed and stored with that action; the
//   seed's end user, given the role (through the REST API), may then create a restaurant with the JWT it already
//   held (403 before): the role is read from the account at each request;
// content/user-docs/users-roles-permissions/configuring-end-users-roles.mdx#delete-a-role: the role's trash icon
//   and Confirm; the role is gone, its end user now holds Public and is refused the create again.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { button, goToAdminPath, openAdmin } from './lib/admin.mjs';
import { adminLogin, assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const page = await openAdmin(lab.url, cleanup);
  const main = page.locator('main');
  const publicStatus = async () => (await fetch(`${lab.url}/api/restaurants`)).status;

  const before = await publicStatus();
  await goToAdminPath(page, 'up-roles-public');
  // A section's button is named by its name followed by its description.
  await main.getByRole('button', { name: /^Restaurant\b/ }).click();
  const sections = (await main.getByRole('heading', { level: 3 }).allInnerTexts()).map((text) => text.trim().split('\n')[0]);
  const plugins = sections.slice(sections.indexOf('Restaurant') + 1, sections.indexOf('Restaurant') + 6);
  assert(`the sections are the content-types, then ${plugins.join(', ')}`, plugins.join() === 'Content types builder,Email,i18n,Upload,Users-permissions', sections.join(' | '));

  // One section is open at a time: find is Restaurant's. Its cog first: ticking a box also selects its
  // action, and the cog of a selected action unselects it (SELECT_ACTION, index-C7gxFU5j.mjs:387-413).
  const find = main.getByRole('checkbox', { name: 'find', exact: true });
  await find.hover();
  // The cog is a button named for screen readers after the action it shows.
  await main.getByRole('button', { name: /^Show bound route for api::restaurant\.controllers\.restaurant\.find$/ }).click();
  // The panel titles the route "Bound route to …", then shows its method and path.
  const title = page.getByRole('heading', { name: /Bound route to/ });
  const shown = await title.waitFor({ timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  const panel = shown ? (await title.locator('xpath=..').innerText()).replace(/\s+/g, '') : '';
  assert(`the cog of find shows the route it is bound to, GET /api/restaurants (${panel})`, panel.includes('GET/api/restaurants'), (await page.getByRole('heading', { level: 3 }).allInnerTexts()).join(' | '));

  // Save, and wait for the role to be stored (an earlier notification may still show).
  const save = async () => {
    const stored = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/users-permissions/roles/'));
    await button(main, 'Save').click();
    await stored;
  };
  await find.uncheck();
  await save();
  const refused = await publicStatus();
  assert(`find of Restaurant unticked and saved: GET /api/restaurants without a token goes from ${before} to ${refused}`, before === 200 && refused === 403);

  await find.check();
  await save();
  const allowed = await publicStatus();
  assert(`ticked again and saved: it answers ${allowed} on the next request`, allowed === 200);

  // Create a role: Subscriber may create restaurants.
  const { endUser, apiTokens } = credentials();
  const jwt = await adminLogin(lab.url);
  const roles = async () => (await (await fetch(`${lab.url}/users-permissions/roles`, { headers: { Authorization: `Bearer ${jwt}` } })).json()).roles ?? [];
  const api = (method, route, bearer, body) =>
    fetch(`${lab.url}/api${route}`, { method, headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
  const reader = (await (await api('GET', `/users?filters[email][$eq]=${encodeURIComponent(endUser.email)}`, apiTokens.fullAccess.accessKey)).json())[0];
  const readerJwt = (await (await fetch(`${lab.url}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: endUser.email, password: endUser.password }) })).json()).jwt;
  const createRestaurant = async (name) => (await api('POST', '/restaurants', readerJwt, { data: { name } })).status;
  const refusedBefore = await createRestaurant('Subscriber Diner');

  await goToAdminPath(page, 'up-roles');
  await main.getByRole('link', { name: 'Add new role' }).click();
  await main.getByRole('textbox', { name: 'Name' }).fill('Subscriber');
  await main.getByRole('textbox', { name: 'Description' }).fill('Readers who may suggest a restaurant');
  await main.getByRole('button', { name: /^Restaurant\b/ }).click();
  await main.getByRole('checkbox', { name: 'create', exact: true }).check();
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/users-permissions/roles'));
  await button(main, 'Save').click();
  const createdStatus = (await created).status();
  const subscriberRow = main.getByRole('row').filter({ hasText: 'Subscriber' });
  await subscriberRow.waitFor();
  const subscriber = (await roles()).find((role) => role.name === 'Subscriber');
  const stored = await (await fetch(`${lab.url}/users-permissions/roles/${subscriber?.id}`, { headers: { Authorization: `Bearer ${jwt}` } })).json();
  const restaurantActions = stored.role?.permissions?.['api::restaurant']?.controllers?.restaurant ?? {};
  const granted = Object.keys(restaurantActions).filter((action) => restaurantActions[action].enabled);
  assert(`saved (${createdStatus}), Subscriber is listed and stored with ${granted.join(', ')} of Restaurant`, createdStatus === 200 && granted.join() === 'create');

  const assigned = await api('PUT', `/users/${reader.id}`, apiTokens.fullAccess.accessKey, { role: subscriber.id });
  if (assigned.status !== 200) throw new Error(`giving the end user the role answered ${assigned.status}: ${await assigned.text()}`);
  const allowedAfter = await createRestaurant('Subscriber Diner');
  assert(`given Subscriber, the end user creates a restaurant with the JWT it already held (${refusedBefore}, then ${allowedAfter})`, refusedBefore === 403 && allowedAfter === 201);

  // Delete a role.
  await subscriberRow.getByRole('button', { name: 'Delete Subscriber' }).click();
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/users-permissions/roles/'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const deleteStatus = (await deleted).status();
  await subscriberRow.waitFor({ state: 'detached' });
  const gone = !(await roles()).some((role) => role.name === 'Subscriber');
  const moved = (await (await api('GET', `/users/${reader.id}?populate=role`, apiTokens.fullAccess.accessKey)).json()).role?.type;
  const refusedAfter = await createRestaurant('Subscriber Bistro');
  assert(`the trash icon and Confirm delete it (${deleteStatus}); its end user now holds ${moved} and is refused the create (${refusedAfter})`, deleteStatus === 200 && gone && moved === 'public' && refusedAfter === 403);
});
