// content/dev-docs/configurations/middlewares.mdx (the `responses` section):
// - `strapi::responses` listed before `strapi::errors`: a 404 handler replaces the body of every 404 and
//   the status stays 404, for a path no route matches, a missing document (the core controller sets no
//   body) and a thrown NotFoundError (Users & Permissions, PUT /api/users/:id of a missing user);
// - listed after `strapi::errors`: the first two answer 200 with the handler's body, and the thrown
//   error keeps the errors middleware's body (the handler never runs).
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const token = credentials().apiTokens.fullAccess.accessKey;
const MESSAGE = 'Nothing here';
const responses = `{ name: 'strapi::responses', config: { handlers: { 404: (ctx) => { ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: '${MESSAGE}' } }; } } } }`;
const rest = "'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::favicon', 'strapi::public'";
const placements = {
  'before strapi::errors': `module.exports = ['strapi::logger', ${responses}, 'strapi::errors', ${rest}];`,
  'after strapi::errors': `module.exports = ['strapi::logger', 'strapi::errors', ${responses}, ${rest}];`,
};
const requests = [
  { name: 'a path no route matches', method: 'GET', path: '/api/nope', auth: false },
  { name: 'a missing restaurant', method: 'GET', path: '/api/restaurants/no-such-restaurant', auth: true },
  { name: 'a missing user (thrown NotFoundError)', method: 'PUT', path: '/api/users/999999', auth: true },
];

async function answers(middlewares) {
  const project = copyLabProject({ 'dist/config/middlewares.js': middlewares });
  let server;
  try {
    server = await project.start({ LAB_SEED: '1' });
    const results = [];
    for (const request of requests) {
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', ...(request.auth && { authorization: `Bearer ${token}` }) },
        ...(request.method === 'PUT' && { body: JSON.stringify({ username: 'nobody' }) }),
      });
      const body = await response.json().catch(() => null);
      results.push({ status: response.status, message: body?.error?.message });
    }
    return results;
  } finally {
    await server?.stop();
    project.remove();
  }
}

await runCheck(async () => {
  try {
    const before = await answers(placements['before strapi::errors']);
    requests.forEach((request, i) =>
      assert(`before strapi::errors, ${request.name}: ${before[i].status}, "${before[i].message}"`, before[i].status === 404 && before[i].message === MESSAGE),
    );
    const after = await answers(placements['after strapi::errors']);
    for (const i of [0, 1]) assert(`after strapi::errors, ${requests[i].name}: ${after[i].status}, "${after[i].message}"`, after[i].status === 200 && after[i].message === MESSAGE);
    assert(`after strapi::errors, ${requests[2].name}: ${after[2].status}, the errors middleware's "${after[2].message}"`, after[2].status === 404 && after[2].message !== MESSAGE);
  } catch (error) {
    assert('Strapi starts with each list', false, error.output ?? error);
  }
});
