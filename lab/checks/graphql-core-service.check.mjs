// content/dev-docs/backend-customization/services.mdx and content/dev-docs/backend-customization.mdx:
// - a core service's `find`, overridden, changes the REST API's answer and not the GraphQL API's: the
//   GraphQL plugin's resolvers call the Document Service API, not the content-type's service;
// - the same holds for the core controller: an overridden `find` action runs for REST only.
// (content/dev-docs/api/content-api.mdx says the same.)
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const token = credentials().apiTokens.fullAccess.accessKey;
// The service keeps only the first restaurant; the controller marks its answers with a header.
const files = {
  'dist/src/api/restaurant/services/restaurant.js': `
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreService('api::restaurant.restaurant', () => ({
  async find(params) {
    const result = await super.find(params);
    return { ...result, results: result.results.slice(0, 1) };
  },
}));`,
  'dist/src/api/restaurant/controllers/restaurant.js': `
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::restaurant.restaurant', () => ({
  async find(ctx) {
    ctx.set('x-core-controller', 'find');
    return super.find(ctx);
  },
}));`,
};

await runCheck(async () => {
  const project = copyLabProject(files);
  let server;
  try {
    server = await project.start({ LAB_SEED: '1' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rest = await fetch(`${server.url}/api/restaurants`, { headers });
    const restBody = await rest.json();
    const graphql = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ restaurants { documentId name } }' }) });
    const graphqlBody = await graphql.json();
    const restCount = restBody.data?.length;
    const graphqlCount = graphqlBody.data?.restaurants?.length;
    assert(`REST GET /api/restaurants goes through the overridden service: ${restCount} restaurant`, rest.status === 200 && restCount === 1);
    assert(`GraphQL restaurants does not: ${graphqlCount} restaurants (${graphqlBody.data?.restaurants?.map((r) => r.name).join(', ')})`, graphql.status === 200 && graphqlCount > 1, JSON.stringify(graphqlBody));
    assert('REST runs the overridden core controller action (its header is set)', rest.headers.get('x-core-controller') === 'find');
    assert('GraphQL does not run it (no header)', graphql.headers.get('x-core-controller') === null);
  } catch (error) {
    assert('Strapi starts with the overrides', false, error.output ?? error);
  } finally {
    await server?.stop();
    project.remove();
  }
});
