// content/dev-docs/whats-new.mdx (the Document Service sample under "The Document Service API", which the page
// presents as lines to run inside an async server function, not as a file of their own), with the page's own
// sample in a project copy run by the lab's Node:
// - saved as it is as a service file (dist/src/api/restaurant/services/restaurant.js, the file Strapi loads for
//   the restaurant service), with its top-level `await` and no export, it stops Strapi at startup: Node reads
//   the file as an ES module and refuses to require() it, "require() cannot be used on an ESM graph with
//   top-level await" (ERR_REQUIRE_ASYNC_MODULE);
// - the same lines as the body of an async method of the restaurant service start with Strapi, and calling
//   the method (with the documentId of a restaurant the check creates) publishes it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAB_NODE } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PAGE = fileURLToPath(new URL('../../content/dev-docs/whats-new.mdx', import.meta.url));
const SERVICE = 'dist/src/api/restaurant/services/restaurant.js';
const PAGE_ID = /'qk2v8s1lxn4d0rj7m5b9ceyw'/;

/** The first js block under the page's "The Document Service API" heading. */
function pageSample() {
  const section = fs.readFileSync(PAGE, 'utf8').split('## The Document Service API')[1];
  return /```js\n([\s\S]*?)```/.exec(section)[1];
}

/** A core service with one more async method whose body is `lines`, taking the document's id. */
const serviceWithMethod = (lines) => `'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreService('api::restaurant.restaurant', ({ strapi }) => ({
  async publishSample(documentId) {
${lines.replace(PAGE_ID, 'documentId').replace(/^/gm, '    ')}
  },
}));
`;

await runCheck(async (cleanup) => {
  const sample = pageSample();
  assert('the page\'s sample awaits at its top level and exports nothing', /^await /m.test(sample) && !/module\.exports|export /.test(sample) && PAGE_ID.test(sample), sample);
  const node = spawnSync(LAB_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();

  const asFile = copyLabProject({ [SERVICE]: sample });
  cleanup(async () => asFile.remove());
  let startup = null;
  try {
    const server = await asFile.start();
    cleanup(() => server.stop());
  } catch (error) {
    startup = error.output ?? String(error);
  }
  const errorLine = (startup ?? '').split('\n').find((line) => line.startsWith('Error [')) ?? '';
  assert(
    `saved as ${path.basename(SERVICE)} of the restaurant API, it stops Strapi at startup (Node ${node}): "${errorLine.trim()}"`,
    startup !== null && errorLine.startsWith('Error [ERR_REQUIRE_ASYNC_MODULE]: require() cannot be used on an ESM graph with top-level await'),
    startup ?? 'Strapi started',
  );
  assert('and the log names the service file it was requiring', (startup ?? '').includes(`Requiring ${asFile.dir}/${SERVICE}`), startup ?? '');

  const inMethod = copyLabProject({ [SERVICE]: serviceWithMethod(sample) });
  cleanup(async () => inMethod.remove());
  const result = await inMethod.evaluate(`
    const created = await strapi.documents('api::restaurant.restaurant').create({ data: { name: 'Sample Bistro' } });
    await strapi.service('api::restaurant.restaurant').publishSample(created.documentId);
    const published = await strapi.documents('api::restaurant.restaurant').findOne({ documentId: created.documentId, status: 'published' });
    return { published: published?.name ?? null };
  `);
  assert(`as the body of an async service method, the same lines load with Strapi and publish the restaurant (${result.published})`, result.published === 'Sample Bistro', JSON.stringify(result));
});
