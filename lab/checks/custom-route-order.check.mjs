// content/dev-docs/backend-customization/examples/routes.mdx ("Add the roaster routes": route order and the
// `01-` prefix), on the lab's restaurants, with a custom router holding GET /restaurants/by-slug/:slug,
// GET /restaurants/:id/rating and GET /restaurants/featured, in two project copies:
// - named restaurants-custom.js, which Strapi loads after the core restaurant.js: the two paths of two
//   segments reach the custom routes, and the core GET /restaurants/:id route answers /restaurants/featured
//   (404, a restaurant whose documentId would be "featured");
// - named 01-custom-restaurant.js, loaded before restaurant.js: /restaurants/featured reaches the custom route.
// Each custom route marks its answers with an x-answered-by header, through a route middleware.
import fs from 'node:fs';
import path from 'node:path';
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const token = credentials().apiTokens.fullAccess.accessKey;
const ROUTES_DIR = 'dist/src/api/restaurant/routes';
const PATHS = { bySlug: '/api/restaurants/by-slug/biscotte-restaurant', rating: '/api/restaurants/k4f8s2d9a1w7e3r5t6y0u1i2/rating', featured: '/api/restaurants/featured' };

// Every custom route lists restaurants (an existing action), marked by its middleware so that the answer says which route took it.
const customRouter = `'use strict';
const route = (path, name) => ({
  method: 'GET',
  path,
  handler: 'api::restaurant.restaurant.find',
  config: { auth: false, middlewares: [(ctx, next) => { ctx.set('x-answered-by', name); return next(); }] },
});
module.exports = {
  routes: [route('/restaurants/by-slug/:slug', 'by-slug'), route('/restaurants/:id/rating', 'rating'), route('/restaurants/featured', 'featured')],
};
`;

/** Starts a copy with the custom router under this file name; returns the router files in load order and, per path, the status and the route that answered. */
async function answersWith(cleanup, fileName) {
  const project = copyLabProject({ [`${ROUTES_DIR}/${fileName}`]: customRouter });
  cleanup(async () => project.remove());
  const server = await project.start({ LAB_SEED: '1' });
  cleanup(() => server.stop());
  // Strapi reads the folder with fs.readdir (@strapi/core dist/loaders/apis.js loadDir), in this order.
  const loadOrder = fs.readdirSync(path.join(project.dir, ROUTES_DIR));
  const answers = {};
  for (const [name, urlPath] of Object.entries(PATHS)) {
    const response = await fetch(`${server.url}${urlPath}`, { headers: { authorization: `Bearer ${token}` } });
    answers[name] = { status: response.status, by: response.headers.get('x-answered-by') ?? 'core findOne' };
  }
  await server.stop();
  return { loadOrder, answers };
}

const show = ({ status, by }) => `${status}, answered by ${by}`;

await runCheck(async (cleanup) => {
  try {
    const after = await answersWith(cleanup, 'restaurants-custom.js');
    assert(`restaurants-custom.js is loaded after the core router (${after.loadOrder.join(', ')})`, after.loadOrder.join() === 'restaurant.js,restaurants-custom.js');
    assert(`loaded after: GET ${PATHS.bySlug}: ${show(after.answers.bySlug)}`, after.answers.bySlug.status === 200 && after.answers.bySlug.by === 'by-slug');
    assert(`loaded after: GET ${PATHS.rating}: ${show(after.answers.rating)}`, after.answers.rating.status === 200 && after.answers.rating.by === 'rating');
    assert(`loaded after: GET ${PATHS.featured}: ${show(after.answers.featured)} (taken for a documentId)`, after.answers.featured.status === 404 && after.answers.featured.by === 'core findOne');

    const before = await answersWith(cleanup, '01-custom-restaurant.js');
    assert(`01-custom-restaurant.js is loaded before the core router (${before.loadOrder.join(', ')})`, before.loadOrder.join() === '01-custom-restaurant.js,restaurant.js');
    assert(`loaded before: GET ${PATHS.featured}: ${show(before.answers.featured)}`, before.answers.featured.status === 200 && before.answers.featured.by === 'featured');
    assert(`loaded before: GET ${PATHS.bySlug}: ${show(before.answers.bySlug)}`, before.answers.bySlug.status === 200 && before.answers.bySlug.by === 'by-slug');
  } catch (error) {
    assert('Strapi starts with each router file', false, error.output ?? error.stack ?? error);
  }
});
