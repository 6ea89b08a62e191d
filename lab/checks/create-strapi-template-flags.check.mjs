// content/dev-docs/templates.mdx (Create a project from a template) and
// content/dev-docs/migration/v4-to-v5/breaking-changes/templates.mdx (Notes): which flags create-strapi
// accepts next to `--template`. Run offline (in a network namespace of its own, `unshare -rn`):
// - `--template` with `--typescript`, `--ts`, `--javascript` or `--js` exits 1 with "You cannot use
//   --javascript or --typescript with --template", before it creates or downloads anything;
// - `--template` with `--example` exits 1 with "You cannot use --example with --template";
// - `--template` with `--no-example` is accepted: it goes on to "Creating a new application", and only then
//   stops, offline, when it asks GitHub whether the template is an official one ("fetch failed");
// - `--ts` without `--template` is accepted and creates the project offline (the control).
// The registry holds no create-strapi 5.8.x: the check runs create-strapi 5.9.0 (the first release after
// 5.8.1 that the registry has; it runs create-strapi-app 5.9.0). The refusals are the same lines of
// create-strapi-app's dist/index.js in 5.7.0 and 5.9.0 (1184-1196; the two files are identical), and also
// in 5.0.0 and 5.40.0. The tool is not a dependency of the site or the lab: the check installs it from the
// npm registry, once, in CREATE_STRAPI_DIR (default: lab-create-strapi-5.9.0 in the system's temporary
// folder), and runs its bin (what `npx create-strapi` runs) with the lab's Node.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAB_NODE } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { installOnce } from './registry-tool.mjs';

const VERSION = '5.9.0';
const TOOL_DIR = process.env.CREATE_STRAPI_DIR ?? path.join(os.tmpdir(), `lab-create-strapi-${VERSION}`);
const BIN = path.join(TOOL_DIR, 'node_modules', 'create-strapi', 'bin', 'index.js');
// What makes a run non-interactive when the flags are accepted.
const QUIET = ['--skip-cloud', '--dbclient=sqlite', '--dbfile=.tmp/data.db', '--no-install', '--no-git-init'];

/** Runs create-strapi in `cwd` without network; resolves with its exit code and output (no colours). */
const createStrapi = (args, cwd) =>
  new Promise((resolve) => {
    const child = spawn('unshare', ['-rn', LAB_NODE, BIN, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '') }));
  });

await runCheck(async (cleanup) => {
  const tool = await installOnce(TOOL_DIR, 'create-strapi', { dependencies: { 'create-strapi': VERSION } });
  assert(`create-strapi is installed in ${TOOL_DIR} (${tool ? tool.version : 'missing: npm install failed'})`, tool?.version === VERSION);
  if (!tool) return;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-create-strapi-run-'));
  cleanup(async () => fs.rmSync(work, { recursive: true, force: true }));
  // A local template: a project folder with a package.json.
  fs.mkdirSync(path.join(work, 'template', 'src'), { recursive: true });
  fs.writeFileSync(path.join(work, 'template', 'package.json'), '{ "name": "template", "version": "1.0.0" }\n');
  fs.writeFileSync(path.join(work, 'template', 'src', 'index.js'), 'module.exports = {};\n');

  const LANGUAGE = 'You cannot use --javascript or --typescript with --template';
  for (const flag of ['--typescript', '--ts', '--javascript', '--js']) {
    const app = `app-${flag.replace(/^-+/, '')}`;
    const run = await createStrapi([app, '--template', './template', flag, ...QUIET], work);
    assert(`--template with ${flag}: exits 1 with "${LANGUAGE}", and creates no folder`, run.code === 1 && run.output.includes(LANGUAGE) && !fs.existsSync(path.join(work, app)), run.output);
  }

  const EXAMPLE = 'You cannot use --example with --template';
  const example = await createStrapi(['app-example', '--template', './template', '--example', ...QUIET], work);
  assert(`--template with --example: exits 1 with "${EXAMPLE}"`, example.code === 1 && example.output.includes(EXAMPLE), example.output);

  const noExample = await createStrapi(['app-no-example', '--template', './template', '--no-example', ...QUIET], work);
  assert(
    '--template with --no-example: no refusal; it reaches "Creating a new application" and stops offline at the template download ("fetch failed")',
    !noExample.output.includes('You cannot use') && noExample.output.includes('Creating a new application') && noExample.output.includes('Template installation failed: fetch failed'),
    noExample.output,
  );

  const control = await createStrapi(['app-ts', '--ts', '--no-example', ...QUIET], work);
  assert(
    '--ts without --template: accepted; the TypeScript project is created offline (tsconfig.json)',
    control.code === 0 && fs.existsSync(path.join(work, 'app-ts', 'tsconfig.json')),
    control.output,
  );
});
