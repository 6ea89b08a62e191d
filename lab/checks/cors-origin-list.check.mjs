// Backs content/dev-docs/admin-panel-customization/deployment.mdx ("Allow the admin domain to call the API"),
// with the page's config/middlewares.js on a copy of the lab:
// - without that file (the default `strapi::cors`), a browser request from any origin gets that origin back in
//   Access-Control-Allow-Origin;
// - with it, the origins in the list (the admin panel and the front end) get their origin back, on a request
//   and on a preflight;
// - an origin left out of the list gets no Access-Control-Allow-Origin, so a browser blocks its requests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/dev-docs/admin-panel-customization/deployment.mdx');
const [, middlewares] = fs.readFileSync(PAGE, 'utf8').match(/```js title="config\/middlewares\.js"\n([\s\S]*?)\n```/) ?? [];
if (!middlewares) throw new Error(`no config/middlewares.js block in ${PAGE}`);

const OTHER = 'https://other-site.example.org';

/** The Access-Control-Allow-Origin a browser page of `origin` gets from GET /api/articles ('' when none). */
async function allowedOrigin(url, origin, method = 'GET') {
  const headers = { Origin: origin };
  if (method === 'OPTIONS') headers['Access-Control-Request-Method'] = 'GET';
  const response = await fetch(`${url}/api/articles`, { method, headers });
  return response.headers.get('access-control-allow-origin') ?? '';
}

/** Starts a copy of the lab with these files, runs `body` with its URL, then stops and removes it. */
async function withProject(files, label, body) {
  const project = copyLabProject(files);
  let server;
  try {
    server = await project.start({ LAB_SEED: '1' });
  } catch (error) {
    assert(`Strapi starts ${label}`, false, error.output ?? error);
    project.remove();
    return;
  }
  try {
    await body(server.url);
  } finally {
    await server.stop();
    project.remove();
  }
}

await runCheck(async () => {
  await withProject({}, 'with the default cors', async (url) => {
    const header = await allowedOrigin(url, OTHER);
    assert(`default strapi::cors: ${OTHER} gets Access-Control-Allow-Origin "${header}"`, header === OTHER);
  });

  const listed = [...middlewares.matchAll(/'(https:\/\/[^']+)'/g)].map(([, origin]) => origin);
  await withProject({ 'dist/config/middlewares.js': middlewares }, "with the page's middlewares", async (url) => {
    for (const origin of listed) {
      const get = await allowedOrigin(url, origin);
      const preflight = await allowedOrigin(url, origin, 'OPTIONS');
      assert(`listed ${origin}: Access-Control-Allow-Origin "${get}" on GET, "${preflight}" on the preflight`, get === origin && preflight === origin);
    }
    const other = await allowedOrigin(url, OTHER);
    const otherPreflight = await allowedOrigin(url, OTHER, 'OPTIONS');
    assert(`unlisted ${OTHER}: no Access-Control-Allow-Origin (GET "${other}", preflight "${otherPreflight}")`, other === '' && otherPreflight === '');
    assert(`the list holds the admin panel and a front end (${listed.join(', ')})`, listed.includes('https://admin.example.com') && listed.length >= 2);
  });
});
