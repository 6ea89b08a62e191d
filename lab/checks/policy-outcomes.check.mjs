// content/dev-docs/backend-customization.mdx (step 3 of the request flow: route policies) and
// content/dev-docs/backend-customization/policies.mdx (the "Where policies run" diagram; Write a policy: what the
// return value or the thrown error decides), with global policies attached to public routes of a project copy:
// - a policy that returns nothing, or `true`, lets the request reach the controller (200);
// - one that returns `false`, or another value such as a string, stops it with 403 PolicyError "Policy Failed";
// - one that throws a plain `new Error()` stops it with 500;
// - one that throws a PolicyError or a ForbiddenError (from @strapi/utils `errors`) stops it with 403, an
//   UnauthorizedError with 401.
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// What each global policy does, by name; each guards one route of the same name.
const outcomes = {
  'returns-nothing': 'return undefined;',
  'returns-true': 'return true;',
  'returns-false': 'return false;',
  'returns-string': "return 'no';",
  'throws-error': "throw new Error('plain error from a policy');",
  'throws-policy-error': "throw new errors.PolicyError('Refused by the check');",
  'throws-forbidden-error': "throw new errors.ForbiddenError('Forbidden by the check');",
  'throws-unauthorized-error': "throw new errors.UnauthorizedError('Unauthorized by the check');",
};

const files = { 'dist/src/api/category/routes/policy-check.js': routesFile() };
for (const [name, body] of Object.entries(outcomes)) {
  files[`dist/src/policies/${name}.js`] = `const { errors } = require('@strapi/utils');\nmodule.exports = () => { ${body} };\n`;
}

/** Custom routes on the category controller's find action, public, each behind one policy. */
function routesFile() {
  const routes = Object.keys(outcomes).map((name) => ({
    method: 'GET',
    path: `/policy-check/${name}`,
    handler: 'category.find',
    config: { auth: false, policies: [`global::${name}`] },
  }));
  return `module.exports = { routes: ${JSON.stringify(routes)} };\n`;
}

/** The status and error (if any) of GET /api/policy-check/NAME. */
async function probe(url, name) {
  const response = await fetch(`${url}/api/policy-check/${name}`);
  const body = await response.json().catch(() => ({}));
  return { status: response.status, error: body.error ?? null };
}
const described = ({ status, error }) => (error ? `${status} ${error.name} "${error.message}"` : `${status}`);

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());
  const server = await project.start();
  cleanup(() => server.stop());

  const seen = {};
  for (const name of Object.keys(outcomes)) seen[name] = await probe(server.url, name);

  assert(`a policy that returns nothing: ${described(seen['returns-nothing'])}, the controller answers`, seen['returns-nothing'].status === 200);
  assert(`a policy that returns true: ${described(seen['returns-true'])}`, seen['returns-true'].status === 200);
  const refusedByValue = (result) => result.status === 403 && result.error?.name === 'PolicyError' && result.error?.message === 'Policy Failed';
  assert(`a policy that returns false: ${described(seen['returns-false'])}`, refusedByValue(seen['returns-false']), JSON.stringify(seen['returns-false']));
  assert(`a policy that returns 'no': ${described(seen['returns-string'])}`, refusedByValue(seen['returns-string']), JSON.stringify(seen['returns-string']));
  assert(`a policy that throws new Error(): ${described(seen['throws-error'])}`, seen['throws-error'].status === 500, JSON.stringify(seen['throws-error']));
  assert(`a policy that throws errors.PolicyError: ${described(seen['throws-policy-error'])}`, seen['throws-policy-error'].status === 403 && seen['throws-policy-error'].error?.name === 'PolicyError');
  assert(`a policy that throws errors.ForbiddenError: ${described(seen['throws-forbidden-error'])}`, seen['throws-forbidden-error'].status === 403);
  assert(`a policy that throws errors.UnauthorizedError: ${described(seen['throws-unauthorized-error'])}`, seen['throws-unauthorized-error'].status === 401);
  assert('the plain error is logged by the server', server.output().includes('plain error from a policy'), server.output());
});
