// A stand-in for the Strapi Cloud CLI API on this machine, and `strapi link` run against it, for the checks of
// the Cloud CLI's link command. Only Node built-ins, the lab's jsonwebtoken and ../scripts/lab.mjs.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, LAB_NODE, labEnv } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { STRAPI_BIN } from './lib/check.mjs';

const jwt = createRequire(path.join(LAB_DIR, 'package.json'))('jsonwebtoken');

/**
 * Serves the config (with a JWKS address), the key set and `projects` as the linkable ones; records each
 * request as "METHOD /path" in `requests`. Returns the API's address and a login token it accepts.
 */
export async function startCloudApi(projects) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'lab-check';
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const routes = {
    'GET /v1/config': { jwksUrl: `${base}/jwks`, projectCreation: {} },
    'GET /jwks': { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] },
    'GET /v1/projects-linkable': { data: projects },
  };
  const requests = [];
  const server = http.createServer((request, response) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    requests.push(route);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(routes[route] ?? {}));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const token = jwt.sign({ sub: 'lab-check' }, privateKey, { algorithm: 'RS256', keyid: kid, expiresIn: '1h' });
  return { base, token, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A temporary home whose CLI login holds `api.token`, and the environment that points the CLI at `api`.
 * Registers its removal with `cleanup`.
 */
export function loggedInHome(api, cleanup) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-link-'));
  cleanup(async () => fs.rmSync(home, { recursive: true, force: true }));
  const configHome = path.join(home, 'config');
  // xdg-app-paths reads "com.strapi.cli" as a name with an extension: the CLI keeps its login in com.strapi/.
  fs.mkdirSync(path.join(configHome, 'com.strapi'), { recursive: true });
  fs.writeFileSync(path.join(configHome, 'com.strapi', 'config.json'), JSON.stringify({ token: api.token }));
  return { home, env: { STRAPI_CLI_CLOUD_API: api.base, XDG_CONFIG_HOME: configHome, HOME: home } };
}

/**
 * Runs `strapi link` in `dir`; `answers` maps a text the CLI prints (spaces collapsed) to the input sent once it
 * appears.
 * Resolves with the exit code and the output without colours.
 */
export function runLink(dir, env, answers) {
  return new Promise((resolve) => {
    const child = spawn(LAB_NODE, [STRAPI_BIN, 'link'], { cwd: dir, env: labEnv({ FORCE_COLOR: '0', ...env }), stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const answered = new Set();
    const onData = (chunk) => {
      output += chunk;
      const text = output.replace(/\s+/g, ' '); // prompts wrap at the terminal width
      for (const [prompt, input] of Object.entries(answers)) {
        if (text.includes(prompt) && !answered.has(prompt)) {
          answered.add(prompt);
          child.stdin.write(input);
        }
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
