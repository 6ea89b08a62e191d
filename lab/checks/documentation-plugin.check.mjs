// content/dev-docs/plugins/documentation.mdx (what the plugin generates and when; Open the documentation; committing the generated file), with
// @strapi/plugin-documentation 5.8.1 loaded into a copy of the lab:
// - started in development, the plugin writes src/extensions/documentation/documentation/1.0.0/full_documentation.json
//   and /documentation answers 200 with Swagger UI;
// - started in production without that file (a checkout that ignored src/extensions/documentation/), Strapi
//   writes nothing, /documentation answers 404, the admin panel's Documentation page gets no versions
//   (getInfos answers 400) and its Regenerate request fails with 500 (the folder of versions is missing);
// - started in production with the file committed, /documentation answers 200; Regenerate then rewrites the file.
// The plugin and the two packages the lab lacks (swagger-ui-dist 4.19.0, path-to-regexp 8.2.0) come from
// `npm pack` (the npm cache once fetched); the rest resolves from the lab's node_modules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PACKAGES = { '@strapi/plugin-documentation': '5.8.1', 'swagger-ui-dist': '4.19.0', 'path-to-regexp': '8.2.0' };
const VENDOR = 'vendor';
const DOC_FILE = 'src/extensions/documentation/documentation/1.0.0/full_documentation.json';

/** Packs the packages once and unpacks each into `<project>/vendor/node_modules/<name>`. */
function vendorPackages(projectDir, packDir) {
  for (const [name, version] of Object.entries(PACKAGES)) {
    const tarball = execFileSync('npm', ['pack', '--prefer-offline', '--silent', '--pack-destination', packDir, `${name}@${version}`], { encoding: 'utf8' }).trim().split('\n').pop();
    const target = path.join(projectDir, VENDOR, 'node_modules', name);
    fs.mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(packDir, tarball), '-C', target, '--strip-components=1']);
  }
}

const files = {
  'dist/config/plugins.js': `module.exports = () => ({ documentation: { enabled: true, resolve: './${VENDOR}/node_modules/@strapi/plugin-documentation' } });`,
};

const status = async (url) => (await fetch(url, { redirect: 'manual' })).status;

/** Registers the first administrator of the copy's fresh database and returns its JWT. */
async function firstAdmin(url) {
  const response = await fetch(`${url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstname: 'Check', lastname: 'Admin', email: 'check@example.com', password: 'Check-admin-1' }),
  });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`register-admin answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data.token;
}

const regenerate = (url, jwt) =>
  fetch(`${url}/documentation/regenerateDoc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ version: '1.0.0' }),
  }).then(async (response) => ({ status: response.status, body: await response.text() }));

await runCheck(async (cleanup) => {
  const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-check-pack-'));
  cleanup(async () => fs.rmSync(packDir, { recursive: true, force: true }));
  const project = copyLabProject(files);
  cleanup(async () => project.remove());
  vendorPackages(project.dir, packDir);
  const docFile = path.join(project.dir, DOC_FILE);

  const development = await project.start({ NODE_ENV: 'development' });
  try {
    assert(`development: the plugin writes ${DOC_FILE} at startup`, fs.existsSync(docFile), development.output());
    assert('development: /documentation answers 200', (await status(`${development.url}/documentation`)) === 200);
  } finally {
    await development.stop();
  }
  const generated = fs.readFileSync(docFile, 'utf8');

  // What a checkout that ignored src/extensions/documentation/ holds: no generated file.
  fs.rmSync(path.join(project.dir, 'src/extensions/documentation'), { recursive: true, force: true });
  const bare = await project.start({ NODE_ENV: 'production' });
  try {
    assert('production without the file: Strapi starts and writes no documentation', !fs.existsSync(docFile));
    const answer = await status(`${bare.url}/documentation`);
    assert(`production without the file: /documentation answers 404 (got ${answer})`, answer === 404);
    const jwt = await firstAdmin(bare.url);
    // Both read the versions from the folder of generated files, which is missing.
    const infos = await fetch(`${bare.url}/documentation/getInfos`, { headers: { Authorization: `Bearer ${jwt}` } });
    assert(`production without the file: the admin panel's Documentation page gets no versions (getInfos answers ${infos.status})`, infos.status === 400);
    const refused = await regenerate(bare.url, jwt);
    assert(`production without the file: Regenerate fails (answers ${refused.status})`, refused.status === 500, `${refused.status} ${refused.body}`);
    assert('production without the file: still no file after Regenerate', !fs.existsSync(docFile));
  } finally {
    await bare.stop();
  }

  // The file committed with the code: production serves it, and Regenerate rewrites it.
  fs.mkdirSync(path.dirname(docFile), { recursive: true });
  fs.writeFileSync(docFile, generated);
  fs.rmSync(path.join(project.dir, '.tmp', 'data.db'), { force: true }); // a fresh database, to register an administrator again
  const committed = await project.start({ NODE_ENV: 'production' });
  try {
    assert('production with the committed file: /documentation answers 200', (await status(`${committed.url}/documentation`)) === 200);
    const before = fs.statSync(docFile).mtimeMs;
    const rewritten = await regenerate(committed.url, await firstAdmin(committed.url));
    assert('production with the committed file: Regenerate answers 200 and rewrites the file', rewritten.status === 200 && fs.statSync(docFile).mtimeMs > before, `${rewritten.status} ${rewritten.body}`);
  } finally {
    await committed.stop();
  }
});
