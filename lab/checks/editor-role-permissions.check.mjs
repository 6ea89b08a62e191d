// content/user-docs/users-roles-permissions.mdx (the Editor row of the administrator roles table and the note
// after it) and content/user-docs/features/RBAC.mdx (the Editor row of the default roles table and the note after
// it), read through the admin API of a fresh scratch lab:
// - the Editor role has no permission whose subject is plugin::users-permissions.user (restrictedSubjects at
//   @strapi/admin dist/server/index.js:2120-2124);
// - it can create, read and update every content-type of the project, and delete and publish those without
//   Internationalization (category);
// - on the content-types with Internationalization (article, global, restaurant) it has no delete and no
//   publish: both are created without a locales property and removed again on startup
//   (filterPermissionsToRemove, dist/server/index.js:3298-3322);
// - it can use the Media Library (read and upload assets);
// - the Author role, made from the same permissions, has no delete on the localized content-types either;
// - the Author role starts with no publish permission on any content-type, localized or not (the filter on
//   ACTIONS.publish, dist/server/index.js:2126), as the Author rows of both pages say.
import { startScratchLab } from '../scripts/lab.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';

const USER = 'plugin::users-permissions.user';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const jwt = await adminLogin(lab.url);

  const roles = await adminRequest(lab.url, 'GET', '/roles', { jwt });
  const editor = roles.json?.data?.find((role) => role.code === 'strapi-editor');
  assert(`the fresh lab has the Editor role (${editor?.name})`, editor?.name === 'Editor', roles.text);
  const { json, text } = await adminRequest(lab.url, 'GET', `/roles/${editor.id}/permissions`, { jwt });
  const permissions = json?.data ?? [];
  const onUser = permissions.filter((permission) => permission.subject === USER);
  assert(`GET /admin/roles/${editor.id}/permissions: ${permissions.length} permissions, none on ${USER} (${onUser.map((p) => p.action).join(', ') || 'none'})`, permissions.length > 0 && onUser.length === 0, text.slice(0, 500));

  // The content-types as the Content Manager lists them, with their Internationalization option.
  const listed = await fetch(`${lab.url}/content-manager/content-types`, { headers: { Authorization: `Bearer ${jwt}` } }).then((response) => response.json());
  const projectTypes = (listed.data ?? []).filter((type) => type.uid.startsWith('api::'));
  assert(`the project has ${projectTypes.length} content-types (${projectTypes.map((type) => type.uid).join(', ')})`, projectTypes.length > 0);
  for (const type of projectTypes) {
    const actions = permissions.filter((permission) => permission.subject === type.uid).map((permission) => permission.action.split('.').pop());
    const localized = Boolean(type.pluginOptions?.i18n?.localized);
    const editing = ['create', 'read', 'update'].every((name) => actions.includes(name));
    const deleteAndPublish = ['delete', 'publish'].filter((name) => actions.includes(name));
    const outcome = localized ? deleteAndPublish.length === 0 : deleteAndPublish.length === 2;
    assert(`Editor on ${type.uid} (${localized ? 'localized' : 'not localized'}): ${actions.join(', ')}`, editing && outcome);
  }
  assert('the project has content-types with and without Internationalization', projectTypes.some((type) => type.pluginOptions?.i18n?.localized) && projectTypes.some((type) => !type.pluginOptions?.i18n?.localized));

  // The Author role is built from the same list, without publish: it loses delete on the same content-types.
  const author = roles.json.data.find((role) => role.code === 'strapi-author');
  const authorPermissions = (await adminRequest(lab.url, 'GET', `/roles/${author.id}/permissions`, { jwt })).json?.data ?? [];
  const authorDeletes = authorPermissions.filter((permission) => permission.action.endsWith('.delete')).map((permission) => permission.subject);
  const localizedTypes = projectTypes.filter((type) => type.pluginOptions?.i18n?.localized).map((type) => type.uid);
  assert(`Author may delete on ${authorDeletes.join(', ')} only, none of the localized content-types`, authorDeletes.length > 0 && !authorDeletes.some((uid) => localizedTypes.includes(uid)));
  const authorPublishes = authorPermissions.filter((permission) => permission.action.endsWith('.publish')).map((permission) => permission.subject);
  assert(`Author starts with no publish permission (${authorPublishes.join(', ') || 'none'}), on localized and other content-types alike`, authorPermissions.length > 0 && authorPublishes.length === 0);

  const upload = permissions.filter((permission) => permission.action.startsWith('plugin::upload.')).map((permission) => permission.action);
  assert(`Editor uses the Media Library (${upload.join(', ')})`, upload.includes('plugin::upload.read') && upload.includes('plugin::upload.assets.create'));
});
