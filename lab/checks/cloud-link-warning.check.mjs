// Backs content/cloud/getting-started/deployment-options.mdx and content/cloud/getting-started/deployment-cli.mdx
// (what `strapi link` says before it links a folder to an existing project), with the lab's `strapi link`
// talking to a stand-in Cloud API on this machine (STRAPI_CLI_CLOUD_API, a signed login token):
// - the projects offered are those the API's /projects-linkable returns;
// - after a project is picked, the CLI asks "Warning: Once linked, deploying from CLI will replace the existing
//   project and its data. Confirm to proceed:" with no as the default answer;
// - taking the default writes no .strapi-cloud.json; answering yes writes the picked project into it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, LAB_NODE, labEnv } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { STRAPI_BIN, assert, runCheck } from './lib/check.mjs';

const jwt = createRequire(path.join(LAB_DIR, 'package.json'))('jsonwebtoken');
const WARNING = 'Warning: Once linked, deploying from CLI will replace the existing project and its data. Confirm to proceed:';
const PROJECT = { name: 'harbour-grill-prod', displayName: 'Harbour Grill', isMaintainer: false };

/** A stand-in for the Cloud CLI API: config with a JWKS address, the key set, linkable projects, tracking. */
async function startCloudApi() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'lab-check';
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const routes = {
    'GET /v1/config': { jwksUrl: `${base}/jwks`, projectCreation: {} },
    'GET /jwks': { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] },
    'GET /v1/projects-linkable': { data: [PROJECT] },
  };
  const server = http.createServer((request, response) => {
    const body = routes[`${request.method} ${request.url.split('?')[0]}`] ?? {};
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const token = jwt.sign({ sub: 'lab-check' }, privateKey, { algorithm: 'RS256', keyid: kid, expiresIn: '1h' });
  return { base, token, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Runs `strapi link` in `dir`, answering the project list with Enter and the confirmation with `confirm`. */
function link(dir, env, confirm) {
  return new Promise((resolve) => {
    const child = spawn(LAB_NODE, [STRAPI_BIN, 'link'], { cwd: dir, env: labEnv({ FORCE_COLOR: '0', ...env }), stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const answered = new Set();
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Which project do you want to link?') && !answered.has('project')) {
        answered.add('project');
        child.stdin.write('\n');
      }
      if (output.includes('Confirm to proceed') && !answered.has('confirm')) {
        answered.add('confirm');
        child.stdin.write(confirm);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '') });
    });
  });
}

await runCheck(async (cleanup) => {
  const api = await startCloudApi();
  cleanup(() => api.close());
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-link-'));
  cleanup(async () => fs.rmSync(home, { recursive: true, force: true }));
  const configHome = path.join(home, 'config');
  // xdg-app-paths reads "com.strapi.cli" as a name with an extension: the CLI keeps its login in com.strapi/.
  fs.mkdirSync(path.join(configHome, 'com.strapi'), { recursive: true });
  fs.writeFileSync(path.join(configHome, 'com.strapi', 'config.json'), JSON.stringify({ token: api.token }));
  const env = { STRAPI_CLI_CLOUD_API: api.base, XDG_CONFIG_HOME: configHome, HOME: home };

  for (const [answer, input] of [
    ['the default answer', '\n'],
    ['yes', 'y\n'],
  ]) {
    const project = path.join(home, `project-${answer.replace(/\W+/g, '-')}`);
    fs.mkdirSync(project);
    fs.copyFileSync(path.join(LAB_DIR, 'package.json'), path.join(project, 'package.json'));
    const run = await link(project, env, input);
    const linkFile = path.join(project, '.strapi-cloud.json');
    const saved = fs.existsSync(linkFile) ? JSON.parse(fs.readFileSync(linkFile, 'utf8')) : null;
    if (answer === 'the default answer') {
      assert('strapi link offers the project the API reports as linkable', run.output.includes(PROJECT.displayName), run.output);
      const text = run.output.replace(/\s+/g, ' '); // the prompt wraps at the terminal width
      assert(`after the pick, the CLI asks "${WARNING}" (default: no)`, text.includes(`${WARNING} (y/N)`), run.output);
      assert('with the default answer, no .strapi-cloud.json is written', saved === null, run.output);
    } else {
      assert(`answering yes links the folder (.strapi-cloud.json holds ${saved?.project?.name})`, saved?.project?.name === PROJECT.name, run.output);
    }
  }
});
