// content/dev-docs/api/graphql.mdx (Paginate results: the `limit` row of the table and the caution on `page`
// without `pageSize`; Delete a document: the caution on deleting a localized document) and
// content/dev-docs/api/document-service/sort-pagination.mdx (Paginate results: `limit: -1` means no limit), on
// two throwaway copies of the lab (seeded; the first gets 12 more published restaurants, English only):
// - the lab configures nothing for the GraphQL plugin, so `maxLimit` is its default -1; there
//   `pagination: { limit: -1 }` returns every published restaurant, more than the 10 a query without
//   `pagination` returns;
// - `pagination: { page: 2 }` without `pageSize` returns one restaurant: the second in the sort order;
// - `deleteRestaurant(documentId, locale: "fr")` on a restaurant with English and French versions removes the
//   English (default locale) versions, draft and published, and leaves the French ones;
// - `strapi.documents(uid).findMany({ limit: -1 })` returns every document, as many as without `limit`;
// - with the GraphQL plugin's `maxLimit: 3` (second copy), `limit: -1` returns 3 restaurants, as does a
//   `limit` above 3 and a query without `pagination`.
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const token = credentials().apiTokens.fullAccess.accessKey;
const FILLERS = 12;
const pluginsWithMaxLimit = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'lab-users-permissions-jwt-secret') } },
  graphql: { config: { maxLimit: 3 } },
});
`;

/** Sends a GraphQL operation to `url` with the full-access token; throws on an HTTP or GraphQL error. */
async function graphql(url, query) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors) throw new Error(`${query}: ${response.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The names `restaurants(...)` returns, sorted by name, with these pagination arguments (GraphQL text, or none). */
async function restaurantNames(url, pagination) {
  const args = pagination ? `sort: "name:asc", pagination: ${pagination}` : 'sort: "name:asc"';
  const data = await graphql(url, `{ restaurants(${args}) { name } }`);
  return data.restaurants.map((restaurant) => restaurant.name);
}

/** The names of a restaurant's versions in `locale` with `status` (DRAFT or PUBLISHED), or null when there is none. */
async function version(url, documentId, locale, status) {
  const data = await graphql(url, `{ restaurant(documentId: "${documentId}", locale: "${locale}", status: ${status}) { name } }`);
  return data.restaurant?.name ?? null;
}

await runCheck(async (cleanup) => {
  try {
    const project = copyLabProject();
    cleanup(async () => project.remove());

    // Before the seed: published English fillers, then the Document Service's findMany with and without limit.
    const documentService = await project.evaluate(`
      const restaurants = strapi.documents('api::restaurant.restaurant');
      for (let i = 1; i <= ${FILLERS}; i += 1) {
        await restaurants.create({ data: { name: 'Filler ' + String(i).padStart(2, '0') }, status: 'published' });
      }
      return {
        maxLimit: strapi.plugin('graphql').config('maxLimit'),
        defaultLimit: strapi.plugin('graphql').config('defaultLimit') ?? null,
        noLimit: (await restaurants.findMany({ limit: -1 })).length,
        withoutLimit: (await restaurants.findMany({})).length,
        limitTwo: (await restaurants.findMany({ limit: 2 })).length,
      };
    `);
    assert(`the lab sets no GraphQL maxLimit or defaultLimit (maxLimit ${documentService.maxLimit}, defaultLimit ${documentService.defaultLimit})`, documentService.maxLimit === -1 && documentService.defaultLimit === null);
    assert(`Document Service findMany({ limit: -1 }) returns all ${FILLERS} documents: ${documentService.noLimit}`, documentService.noLimit === FILLERS);
    assert(`findMany({}) returns as many: ${documentService.withoutLimit} (and findMany({ limit: 2 }) ${documentService.limitTwo})`, documentService.withoutLimit === FILLERS && documentService.limitTwo === 2);

    const server = await project.start({ LAB_SEED: '1' });
    cleanup(() => server.stop());
    const { restaurants_connection: connection } = await graphql(server.url, '{ restaurants_connection { pageInfo { total } } }');
    const total = connection.pageInfo.total;
    const all = await restaurantNames(server.url, '{ limit: -1 }');
    const unpaginated = await restaurantNames(server.url, null);
    assert(`no maxLimit: pagination { limit: -1 } returns all ${total} published restaurants: ${all.length}`, all.length === total && total > FILLERS);
    assert(`without pagination the query returns ${unpaginated.length}`, unpaginated.length === 10);
    const pageTwo = await restaurantNames(server.url, '{ page: 2 }');
    assert(`pagination { page: 2 } returns the second restaurant only: ${JSON.stringify(pageTwo)} (second by name: ${all[1]})`, pageTwo.length === 1 && pageTwo[0] === all[1]);

    // A seeded restaurant with English and French versions, both published.
    const { restaurants: found } = await graphql(server.url, '{ restaurants(filters: { slug: { eq: "biscotte-restaurant" } }) { documentId } }');
    const documentId = found[0]?.documentId;
    const versions = async () => ({
      enDraft: await version(server.url, documentId, 'en', 'DRAFT'),
      enPublished: await version(server.url, documentId, 'en', 'PUBLISHED'),
      frDraft: await version(server.url, documentId, 'fr', 'DRAFT'),
      frPublished: await version(server.url, documentId, 'fr', 'PUBLISHED'),
    });
    const before = await versions();
    assert(`before: the restaurant has English and French versions ${JSON.stringify(before)}`, Object.values(before).every((name) => name !== null));
    const deleted = await graphql(server.url, `mutation { deleteRestaurant(documentId: "${documentId}", locale: "fr") { documentId } }`);
    const after = await versions();
    assert(`deleteRestaurant(locale: "fr") answers ${JSON.stringify(deleted.deleteRestaurant)} and removes the English versions: ${JSON.stringify(after)}`, after.enDraft === null && after.enPublished === null);
    assert('the French versions are left in place', after.frDraft === before.frDraft && after.frPublished === before.frPublished);
    await server.stop();
  } catch (error) {
    assert('the lab copy without a GraphQL maxLimit starts and answers', false, error.output ?? error.stack ?? error);
  }

  try {
    const capped = copyLabProject({ 'dist/config/plugins.js': pluginsWithMaxLimit });
    cleanup(async () => capped.remove());
    const server = await capped.start({ LAB_SEED: '1' });
    cleanup(() => server.stop());
    const { restaurants_connection: connection } = await graphql(server.url, '{ restaurants_connection { pageInfo { total } } }');
    const minusOne = await restaurantNames(server.url, '{ limit: -1 }');
    const four = await restaurantNames(server.url, '{ limit: 4 }');
    const unpaginated = await restaurantNames(server.url, null);
    assert(`maxLimit 3: pagination { limit: -1 } returns ${minusOne.length} of ${connection.pageInfo.total} restaurants`, minusOne.length === 3 && connection.pageInfo.total > 3);
    assert(`maxLimit 3: { limit: 4 } returns ${four.length}, no pagination ${unpaginated.length}`, four.length === 3 && unpaginated.length === 3);
    await server.stop();
  } catch (error) {
    assert('the lab copy with GraphQL maxLimit 3 starts and answers', false, error.output ?? error.stack ?? error);
  }
});
