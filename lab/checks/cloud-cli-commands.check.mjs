// content/cloud/cli/cloud-cli.mdx, content/cloud/projects/deploys.mdx, content/cloud/getting-started/deployment-cli.mdx
// and content/cloud/intro.mdx (how to run the Cloud commands on Strapi 5.8.1):
// - the standalone executable of @strapi/cloud-cli 5.8.1, which `npx @strapi/cloud-cli` runs, stops before any
//   command with "Cannot find module './index.ts'" (its dist/bin.js requires a file the package does not ship);
// - the project's `strapi` binary lists login, logout, deploy, link and projects, each also with its cloud: name,
//   and `cloud` with `environment list`, `environment link` and `environments`;
// - `strapi login --help` and `strapi deploy --help` answer offline; deploy has -f, --force and -e, --env <name>;
// - outside a Strapi project, `strapi deploy` stops with a message asking to move to the right directory.
// The Cloud API is never reached: every run here ends before a command needs it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAB_DIR, LAB_NODE } from '../scripts/lab.mjs';
import { assert, runCheck, strapiCli } from './lib/check.mjs';

const PACKAGE_DIR = path.join(LAB_DIR, 'node_modules', '@strapi', 'cloud-cli');

/** Runs the package's own executable (its package.json `bin`) with the lab's Node, as npx would. */
function standaloneCli(args, env) {
  const bin = path.join(PACKAGE_DIR, JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).bin);
  return new Promise((resolve) => {
    const child = spawn(LAB_NODE, [bin, ...args], { cwd: LAB_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

await runCheck(async (cleanup) => {
  // Every run of the CLI writes its config file under XDG_CONFIG_HOME: keep it out of the user's home.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-cli-commands-'));
  cleanup(async () => fs.rmSync(home, { recursive: true, force: true }));
  const env = { XDG_CONFIG_HOME: path.join(home, 'config') };

  const version = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).version;
  const standalone = await standaloneCli(['login', '--help'], env);
  assert(
    `@strapi/cloud-cli ${version}: its executable exits ${standalone.code} with "Cannot find module './index.ts'" before any command`,
    version === '5.8.1' && standalone.code !== 0 && standalone.output.includes("Cannot find module './index.ts'") && !standalone.output.includes('Strapi Cloud Login'),
    standalone.output,
  );
  assert("its dist/ folder has no index.ts (only index.js and index.mjs)", !fs.existsSync(path.join(PACKAGE_DIR, 'dist', 'index.ts')) && fs.existsSync(path.join(PACKAGE_DIR, 'dist', 'index.js')));

  const help = await strapiCli(['--help'], { env });
  const listed = ['cloud:login|login', 'cloud:logout|logout', 'cloud:deploy|deploy', 'cloud:link|link', 'cloud:projects|projects'];
  assert(`the project's strapi binary lists ${listed.join(', ')} and cloud`, help.code === 0 && listed.every((name) => help.output.includes(name)) && /^\s+cloud\s/m.test(help.output), help.output);

  const login = await strapiCli(['login', '--help'], { env });
  assert('strapi login --help: "Strapi Cloud Login", options -d, --debug and -s, --silent', login.code === 0 && login.output.includes('Strapi Cloud Login') && login.output.includes('-d, --debug') && login.output.includes('-s, --silent'), login.output);

  const deploy = await strapiCli(['deploy', '--help'], { env });
  assert('strapi deploy --help: options -f, --force and -e, --env <name>', deploy.code === 0 && deploy.output.includes('-f, --force') && deploy.output.includes('-e, --env <name>'), deploy.output);

  const environment = await strapiCli(['cloud', 'environment', '--help'], { env });
  const cloud = await strapiCli(['cloud', '--help'], { env });
  assert(
    'strapi cloud environment has link and list; strapi cloud has environments',
    environment.code === 0 && /^\s+link\b/m.test(environment.output) && /^\s+list\b/m.test(environment.output) && /^\s+environments\b/m.test(cloud.output),
    `${environment.output}\n${cloud.output}`,
  );

  const elsewhere = fs.mkdtempSync(path.join(home, 'not-a-project-'));
  const outside = await strapiCli(['deploy'], { env, cwd: elsewhere });
  const message = outside.output.split('\n').find((line) => line.includes('Strapi project')) ?? '';
  assert(`outside a project, strapi deploy exits ${outside.code}: "${message.trim()}"`, outside.code === 1 && message.includes('Make sure you are in the right directory'), outside.output);
});
