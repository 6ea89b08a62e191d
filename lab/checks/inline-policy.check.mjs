// content/dev-docs/backend-customization/routes.mdx (Policies: a policy must be registered under a name) and
// content/dev-docs/plugins/graphql.mdx (the `policies` row of the resolversConfig options table): an inline
// function given as a policy stops Strapi at startup, each on its own project copy:
// - a route with `config: { policies: [() => true] }` (an arrow function): "Policy  not found." (no name);
// - a route with a named function `function isOpen() {…}`: "Policy isOpen not found.";
// - the same two in a GraphQL resolversConfig (`Query.categories`), registered from the project's register().
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const ARROW = '() => true';
const NAMED = 'function isOpen() { return true; }';

const routeWith = (policy) => ({
  'dist/src/api/category/routes/inline-policy.js': `module.exports = { routes: [
  { method: 'GET', path: '/inline-policy', handler: 'api::category.category.find', config: { auth: false, policies: [${policy}] } },
] };
`,
});
const resolverWith = (policy) => ({
  'dist/src/index.js': `module.exports = {
  register({ strapi }) {
    strapi.plugin('graphql').service('extension').use({ resolversConfig: { 'Query.categories': { policies: [${policy}] } } });
  },
  bootstrap() {},
};
`,
});

/** The "Policy … not found." message a copy with these files stops with, or null if it started. */
async function startupError(files) {
  const project = copyLabProject(files);
  try {
    const server = await project.start();
    await server.stop();
    return null;
  } catch (error) {
    const line = (error.output ?? '').split('\n').find((text) => /Policy .*not found\./.test(text)) ?? error.output ?? String(error);
    return line.replace(/^.*?(Policy .*not found\.).*$/, '$1');
  } finally {
    project.remove();
  }
}

await runCheck(async () => {
  const cases = [
    ['a route', 'an arrow function', routeWith(ARROW), 'Policy  not found.'],
    ['a route', 'function isOpen() {…}', routeWith(NAMED), 'Policy isOpen not found.'],
    ['a GraphQL resolversConfig', 'an arrow function', resolverWith(ARROW), 'Policy  not found.'],
    ['a GraphQL resolversConfig', 'function isOpen() {…}', resolverWith(NAMED), 'Policy isOpen not found.'],
  ];
  for (const [where, what, files, expected] of cases) {
    const seen = await startupError(files);
    assert(`${where} with ${what} as a policy stops Strapi at startup with ${JSON.stringify(seen)}`, seen === expected, seen ?? 'Strapi started');
  }
});
