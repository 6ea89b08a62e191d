// content/dev-docs/plugins/guides/store-and-access-data.mdx (Summary: a plugin's config is read one key at a
// time) and content/dev-docs/plugins-extension.mdx (Override a content-type schema), on one project copy loaded
// once:
// - strapi.plugin('users-permissions').config() without a key returns undefined, while config('jwt') returns
//   the plugin's jwt options (the module's config(path) looks up [namespace, path] in the configuration,
//   @strapi/core dist/domain/module/index.js:65-67);
// - a partial src/extensions/users-permissions/content-types/user/schema.json, holding only `info` and
//   `attributes`, is spread over the plugin's user schema one level deep: `collectionName`, `options` and
//   `config`, left out, keep the plugin's values; `info` and `attributes` replace the plugin's whole values
//   (an info key and an attribute the file leaves out are gone, the attribute's column too), read through
//   strapi.contentType('plugin::users-permissions.user').
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// The plugin's own user schema, as its package ships it (not exported, so loaded by file path).
const pluginSchema = createRequire(import.meta.url)(path.join(LAB_DIR, 'node_modules/@strapi/plugin-users-permissions/server/content-types/user/index.js'));

// The extension: the plugin's attributes without confirmationToken, plus a nickname; an info without name and description.
const keptAttributes = Object.fromEntries(Object.entries(pluginSchema.attributes).filter(([name]) => name !== 'confirmationToken'));
const extension = {
  info: { singularName: 'user', pluralName: 'users', displayName: 'Member' },
  attributes: { ...keptAttributes, nickname: { type: 'string' } },
};

const readBack = `
  const usersPermissions = strapi.plugin('users-permissions');
  const user = strapi.contentType('plugin::users-permissions.user');
  return {
    withoutKeyIsUndefined: usersPermissions.config() === undefined,
    jwt: usersPermissions.config('jwt'),
    jwtFromConfig: strapi.config.get('plugin::users-permissions.jwt'),
    collectionName: user.collectionName,
    info: user.info,
    options: user.options,
    config: user.config,
    attributes: Object.keys(user.attributes),
    columns: Object.keys(await strapi.db.connection(user.collectionName).columnInfo()),
  };`;

await runCheck(async (cleanup) => {
  const project = copyLabProject({ 'dist/src/extensions/users-permissions/content-types/user/schema.json': JSON.stringify(extension, null, 2) });
  cleanup(async () => project.remove());
  const seen = await project.evaluate(readBack);

  assert("strapi.plugin('users-permissions').config() without a key returns undefined", seen.withoutKeyIsUndefined === true);
  assert(`config('jwt') returns the plugin's jwt options (${JSON.stringify(seen.jwt)})`, seen.jwt?.expiresIn !== undefined && JSON.stringify(seen.jwt) === JSON.stringify(seen.jwtFromConfig), JSON.stringify(seen));

  assert(`collectionName, left out of the file, keeps the plugin's value (${seen.collectionName})`, seen.collectionName === pluginSchema.collectionName);
  assert(`options, left out, keeps the plugin's value (${JSON.stringify(seen.options)})`, seen.options?.timestamps === pluginSchema.options.timestamps);
  assert('config, left out, keeps the plugin\'s value (the admin panel hides provider, resetPasswordToken, confirmationToken)', JSON.stringify(seen.config) === JSON.stringify(pluginSchema.config), JSON.stringify(seen.config));
  assert(`info is the file's whole object: displayName Member, no name or description (${JSON.stringify(seen.info)})`, JSON.stringify(seen.info) === JSON.stringify(extension.info));
  assert('attributes are the file\'s: nickname is added', seen.attributes.includes('nickname'));
  assert(`attributes are the file's as a whole: confirmationToken, left out, is gone, and so is its column (${seen.columns.join(', ')})`, !seen.attributes.includes('confirmationToken') && !seen.columns.includes('confirmation_token'), seen.attributes.join(', '));
  assert('the plugin\'s attributes the file repeats are kept (username, email, password, role)', ['username', 'email', 'password', 'role'].every((name) => seen.attributes.includes(name)));
});
