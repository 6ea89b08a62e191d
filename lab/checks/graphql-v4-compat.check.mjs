// content/dev-docs/migration/v4-to-v5/breaking-changes/graphql-api-updated.mdx and content/dev-docs/plugins/graphql.mdx:
// - with `v4CompatibilityMode: true`, a Strapi 4 list query (`restaurants { data … meta { pagination } }`)
//   still fails validation: the plain list query keeps its Strapi 5 type, which has no `meta`;
// - the same selection sent to the `_connection` query answers: compatibility mode adds the deprecated
//   `data`/`meta` fields there, `id`/`attributes` on the entry type and `data` on single media and
//   on to-many `…_connection` relation fields;
// - `publicationState` is an unknown argument even in compatibility mode; `status` replaces it;
// - STRAPI_GRAPHQL_V4_COMPATIBILITY_MODE turns the mode on for any non-empty value, `false` included.
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const token = credentials().apiTokens.fullAccess.accessKey;
const compatConfig = `module.exports = () => ({ graphql: { config: { v4CompatibilityMode: true } } });`;
const entryFields = 'data { id attributes { name cover { data { attributes { url } } } categories_connection { data { id attributes { name } } } } }';
const queries = {
  v4List: `{ restaurants(pagination: { page: 1, pageSize: 10 }) { ${entryFields} meta { pagination { total pageCount } } } }`,
  connection: `{ restaurants_connection(pagination: { page: 1, pageSize: 10 }) { ${entryFields} meta { pagination { total pageCount } } } }`,
  publicationState: '{ restaurants_connection(publicationState: LIVE) { data { id } } }',
  status: '{ restaurants_connection(status: PUBLISHED) { data { id } } }',
  attributesOnly: '{ restaurants_connection { data { attributes { name } } } }',
};

/** Sends a query to the copy's /graphql; resolves with the HTTP status and the body. */
async function ask(server, query) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json() };
}

const firstError = ({ body }) => body.errors?.[0]?.message ?? '';

/** Starts a copy of the lab with `files` and `env`, runs `body(server)`, and stops and removes it. */
async function withProject(files, env, body) {
  const project = copyLabProject(files);
  let server;
  try {
    server = await project.start({ LAB_SEED: '1', ...env });
    await body(server);
  } catch (error) {
    assert('Strapi starts with the GraphQL configuration', false, error.output ?? error.stack ?? error);
  } finally {
    await server?.stop();
    project.remove();
  }
}

await runCheck(async () => {
  await withProject({ 'dist/config/plugins.js': compatConfig }, {}, async (server) => {
    const v4 = await ask(server, queries.v4List);
    assert(`compatibility mode: the Strapi 4 list query fails validation (${firstError(v4)})`, v4.status === 400 && /"meta".*"Restaurant"/.test(firstError(v4)), JSON.stringify(v4.body));

    const connection = await ask(server, queries.connection);
    const entries = connection.body.data?.restaurants_connection?.data ?? [];
    const first = entries[0];
    const pagination = connection.body.data?.restaurants_connection?.meta?.pagination;
    assert(
      `compatibility mode: the same selection on restaurants_connection answers: ${entries.length} entries under data, each with id and attributes, meta.pagination.total ${pagination?.total}`,
      connection.status === 200 && !connection.body.errors && entries.length > 0 && first.id && typeof first.attributes?.name === 'string' && pagination?.total === entries.length,
      JSON.stringify(connection.body),
    );
    assert(
      'compatibility mode: to-many relations answer data [...] through their _connection field',
      Array.isArray(first?.attributes?.categories_connection?.data),
      JSON.stringify(first),
    );

    const publicationState = await ask(server, queries.publicationState);
    assert(`compatibility mode: publicationState is refused (${firstError(publicationState)})`, publicationState.status === 400 && /Unknown argument "publicationState"/.test(firstError(publicationState)), JSON.stringify(publicationState.body));
    const status = await ask(server, queries.status);
    assert('compatibility mode: status: PUBLISHED answers', status.status === 200 && !status.body.errors && Array.isArray(status.body.data?.restaurants_connection?.data), JSON.stringify(status.body));
  });

  // No flag in the configuration: the plugin's default reads the variable as a string, so "false" is truthy.
  await withProject({}, { STRAPI_GRAPHQL_V4_COMPATIBILITY_MODE: 'false' }, async (server) => {
    const answer = await ask(server, queries.attributesOnly);
    assert(
      'STRAPI_GRAPHQL_V4_COMPATIBILITY_MODE=false still turns compatibility mode on (attributes answers)',
      answer.status === 200 && !answer.body.errors && answer.body.data?.restaurants_connection?.data?.length > 0,
      JSON.stringify(answer.body),
    );
  });
  await withProject({}, { STRAPI_GRAPHQL_V4_COMPATIBILITY_MODE: undefined }, async (server) => {
    const answer = await ask(server, queries.attributesOnly);
    assert(`without the variable the mode is off (${firstError(answer)})`, answer.status === 400 && /"data".*"RestaurantEntityResponseCollection"|Cannot query field "data"/.test(firstError(answer)), JSON.stringify(answer.body));
  });
});
