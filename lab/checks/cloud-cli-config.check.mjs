// content/cloud/cli/cloud-cli.mdx and content/cloud/getting-started/deployment-cli.mdx (where the Cloud CLI of
// Strapi 5.8.1 keeps its login, offline, with umask 022 and a temporary XDG_CONFIG_HOME):
// - any `strapi` command creates com.strapi/config.json under XDG_CONFIG_HOME (not com.strapi.cli/), holding a
//   device identifier, with the default mode of a new file (0644 here: readable by other users); without
//   XDG_CONFIG_HOME, the folder is ~/.config/com.strapi/;
// - saving a token (the package's exported token service, as `login` does) keeps that mode; after
//   `chmod 600`, saving again keeps 0600;
// - `strapi logout` when Strapi Cloud cannot be reached prints "You're already logged out." and leaves the token;
// - erasing the token (the service `logout` calls) removes only the token: the file stays, with its device identifier.
// (The browser tab `logout` opens on Strapi Cloud's OIDC logout page is read in
// @strapi/cloud-cli/dist/index.js, the logout action: it needs the Cloud API, which is not reachable here.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LAB_DIR, LAB_NODE } from '../scripts/lab.mjs';
import { assert, runCheck, strapiCli } from './lib/check.mjs';

const CLOUD_CLI = path.join(LAB_DIR, 'node_modules', '@strapi', 'cloud-cli', 'dist', 'index.js');

/** Calls one method of the package's exported token service in a child Node, with `env`. */
function tokenService(call, env) {
  const code = `
const { services } = require(${JSON.stringify(CLOUD_CLI)});
const logger = { debug() {}, log() {}, info() {}, warn: console.error, error: console.error };
services.tokenServiceFactory({ logger }).then((tokens) => tokens.${call}).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(LAB_NODE, ['-e', code], { cwd: LAB_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (exit) => (exit === 0 ? resolve() : reject(new Error(`${call} failed: ${errors}`))));
  });
}

/** A local port nothing listens on: the Cloud API the CLI is pointed at cannot be reached. */
function closedPort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const mode = (file) => (fs.statSync(file).mode & 0o777).toString(8).padStart(4, '0');
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

await runCheck(async (cleanup) => {
  process.umask(0o022); // the usual default; the CLI's children inherit it
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-cli-config-'));
  cleanup(async () => fs.rmSync(home, { recursive: true, force: true }));
  const configHome = path.join(home, 'config');
  const env = { XDG_CONFIG_HOME: configHome, STRAPI_CLI_CLOUD_API: `http://127.0.0.1:${await closedPort()}` };
  const file = path.join(configHome, 'com.strapi', 'config.json');

  const help = await strapiCli(['login', '--help'], { env });
  const created = fs.existsSync(file) ? read(file) : {};
  assert(
    `a strapi command (login --help) creates $XDG_CONFIG_HOME/com.strapi/config.json with a deviceId, and no com.strapi.cli folder (there: ${fs.readdirSync(configHome).join(', ')})`,
    help.code === 0 && typeof created.deviceId === 'string' && !fs.existsSync(path.join(configHome, 'com.strapi.cli')),
    help.output,
  );
  assert(`with umask 022 the new file's mode is ${mode(file)} (readable by other users)`, mode(file) === '0644');

  await tokenService("saveToken('check-token')", env);
  const saved = read(file);
  assert(`after saving a token the file holds it, its mode is still ${mode(file)}`, saved.token === 'check-token' && saved.deviceId === created.deviceId && mode(file) === '0644');

  fs.chmodSync(file, 0o600);
  await tokenService("saveToken('check-token')", env);
  assert(`after chmod 600, saving the token again keeps mode ${mode(file)}`, mode(file) === '0600' && read(file).token === 'check-token');

  const defaultHome = path.join(home, 'user');
  await tokenService("saveToken('check-token')", { HOME: defaultHome, XDG_CONFIG_HOME: undefined });
  assert('without XDG_CONFIG_HOME, the token is saved in ~/.config/com.strapi/config.json', fs.existsSync(path.join(defaultHome, '.config', 'com.strapi', 'config.json')));

  const logout = await strapiCli(['logout'], { env });
  assert(
    `strapi logout with Strapi Cloud unreachable: exit ${logout.code}, "You're already logged out.", token left in the file`,
    logout.output.includes("You're already logged out.") && read(file).token === 'check-token',
    logout.output,
  );

  await tokenService('eraseToken()', env);
  const erased = fs.existsSync(file) ? read(file) : null;
  assert(`erasing the token (what logout calls) leaves the file with ${JSON.stringify(Object.keys(erased ?? {}))}`, erased !== null && !('token' in erased) && erased.deviceId === created.deviceId);
});
