// content/dev-docs/admin-panel-customization/options.mdx and content/dev-docs/configurations/middlewares.mdx:
// - the admin panel's page links no icon, so the browser tab icon is what `GET /favicon.ico` answers, served by the
//   `strapi::favicon` middleware from `favicon.png` at the project's root;
// - without `favicon.png`, the middleware serves `favicon.ico` from the root;
// - its `path` option (relative to the root) names another file.
// (`head.favicon` of src/admin/app is stored by the admin panel and read nowhere: a code citation, no run.)
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// Three distinct "icons": the bytes are what matters, the middleware sends any file as image/x-icon.
const customPng = Buffer.from('custom favicon.png of the check');
const otherIcon = Buffer.from('icon named by the path option');
const labIco = fs.readFileSync(path.join(LAB_DIR, 'favicon.ico'));
const middlewares = (favicon) => `module.exports = ['strapi::logger', 'strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', ${favicon}, 'strapi::public'];`;

async function iconOf(files, label) {
  const project = copyLabProject(files);
  let server;
  try {
    server = await project.start();
    const response = await fetch(`${server.url}/favicon.ico`);
    const body = Buffer.from(await response.arrayBuffer());
    const adminHtml = await (await fetch(`${server.url}/admin`)).text();
    return { status: response.status, type: response.headers.get('content-type'), body, adminHtml };
  } catch (error) {
    assert(`${label}: Strapi starts`, false, error.output ?? error);
    return { status: 0, body: Buffer.alloc(0), adminHtml: '' };
  } finally {
    await server?.stop();
    project.remove();
  }
}

await runCheck(async () => {
  const withPng = await iconOf({ 'favicon.png': customPng }, 'favicon.png at the root');
  assert(`favicon.png at the root: GET /favicon.ico answers its bytes (${withPng.status}, ${withPng.type})`, withPng.status === 200 && withPng.body.equals(customPng));
  assert('the admin page links no icon, so the browser asks the server for /favicon.ico', withPng.adminHtml.includes('<div id="strapi">') && !/<link[^>]+rel="(?:shortcut )?icon"/.test(withPng.adminHtml));

  const withoutPng = await iconOf({}, 'no favicon.png');
  assert(`no favicon.png: GET /favicon.ico answers favicon.ico of the root (${withoutPng.body.length} bytes)`, withoutPng.status === 200 && withoutPng.body.equals(labIco));

  const withPath = await iconOf(
    { 'favicon.png': customPng, 'assets/brand-icon.png': otherIcon, 'dist/config/middlewares.js': middlewares("{ name: 'strapi::favicon', config: { path: 'assets/brand-icon.png' } }") },
    'path option',
  );
  assert("config.path 'assets/brand-icon.png': GET /favicon.ico answers that file, not favicon.png", withPath.status === 200 && withPath.body.equals(otherIcon));
});
