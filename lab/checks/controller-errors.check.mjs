// content/dev-docs/backend-customization/controllers.mdx (Troubleshooting table, the first two rows), with
// controllers written in JavaScript in a project copy:
// - a core controller (createCoreController) whose action is an arrow function calling `super.find(ctx)` stops
//   Strapi at startup with "SyntaxError: 'super' keyword unexpected here";
// - a core controller's arrow-function action calling `this.sanitizeOutput()` answers 500 and logs
//   "this.sanitizeOutput is not a function";
// - a controller not built with createCoreController() whose method calls `super.find()` starts, then answers
//   500 and logs "(intermediate value).find is not a function" on the request.
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const CONTROLLER = 'dist/src/api/category/controllers/category.js';
const coreController = (actions) => `'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::category.category', ({ strapi }) => ({
${actions}
}));
`;
const arrowWithSuper = coreController(`  find: async (ctx) => {
    const { data, meta } = await super.find(ctx);
    return { data, meta };
  },`);
const arrowWithThis = coreController(`  listAll: async (ctx) => {
    const categories = await strapi.documents('api::category.category').findMany();
    return this.sanitizeOutput(categories, ctx);
  },`);
const plainController = `'use strict';
module.exports = ({ strapi }) => ({
  async find(ctx) {
    return super.find(ctx);
  },
});
`;
const publicRoutes = `module.exports = { routes: [
  { method: 'GET', path: '/controller-check/arrow', handler: 'api::category.category.listAll', config: { auth: false } },
  { method: 'GET', path: '/controller-check/plain', handler: 'api::category.plain.find', config: { auth: false } },
] };
`;

/** Status of GET /api/controller-check/NAME and the server's output it added. */
async function probe(server, name) {
  const before = server.output().length;
  const response = await fetch(`${server.url}/api/controller-check/${name}`);
  await response.text();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { status: response.status, log: server.output().slice(before) };
}

await runCheck(async (cleanup) => {
  const broken = copyLabProject({ [CONTROLLER]: arrowWithSuper });
  cleanup(async () => broken.remove());
  let startup = null;
  try {
    const server = await broken.start();
    cleanup(() => server.stop());
  } catch (error) {
    startup = error.output ?? String(error);
  }
  const syntaxLine = (startup ?? '').split('\n').find((line) => line.includes('SyntaxError')) ?? '';
  assert(`an arrow action calling super.find(ctx) stops Strapi at startup with "${syntaxLine.trim()}"`, startup !== null && syntaxLine.trim() === "SyntaxError: 'super' keyword unexpected here", startup ?? 'Strapi started');

  const project = copyLabProject({
    [CONTROLLER]: arrowWithThis,
    'dist/src/api/category/controllers/plain.js': plainController,
    'dist/src/api/category/routes/controller-check.js': publicRoutes,
  });
  cleanup(async () => project.remove());
  const server = await project.start();
  cleanup(() => server.stop());
  assert('a controller without createCoreController() whose method calls super.find() does not stop Strapi at startup', true);

  const arrow = await probe(server, 'arrow');
  assert(`an arrow action calling this.sanitizeOutput() answers ${arrow.status}`, arrow.status === 500, arrow.log);
  assert('and the log shows "this.sanitizeOutput is not a function"', arrow.log.includes('TypeError: this.sanitizeOutput is not a function'), arrow.log);
  const plain = await probe(server, 'plain');
  assert(`the plain controller's super.find() answers ${plain.status} on the request`, plain.status === 500, plain.log);
  assert('and the log shows "(intermediate value).find is not a function"', plain.log.includes('TypeError: (intermediate value).find is not a function'), plain.log);
});
