// content/dev-docs/providers.mdx (Create a provider > Email provider, TypeScript tab):
// - the page's src/index.ts, tsconfig.json and package.json, compiled by `tsc` (the package's prepare
//   script, run by `npm pack`) and installed from the packed tarball, load as an email provider:
//   Strapi starts, and send() of the Email service reaches the provider's endpoint;
// - the same source ending in `export default` instead of `export =`, compiled by the same tsc
//   configuration, stops Strapi at startup with "provider.init is not a function".
// The installed package is found through NODE_PATH: the copied project's node_modules is the lab's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_DIR } from './records.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PAGE = path.join(REPO_DIR, 'content', 'dev-docs', 'providers.mdx');
const PACKAGE = 'providers/strapi-provider-email-acme';

/** The code of the page's block titled `title`. */
function block(title) {
  const match = new RegExp('```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '"\\n([\\s\\S]*?)\\n```').exec(fs.readFileSync(PAGE, 'utf8'));
  if (!match) throw new Error(`no block titled ${title} in ${PAGE}`);
  return match[1];
}

/** Writes the provider's folder (the page's files, `source` as src/index.ts) into `pkg`, with the devDependencies linked from the site's modules. */
function writeProvider(pkg, source) {
  fs.mkdirSync(path.join(pkg, 'src'), { recursive: true });
  fs.writeFileSync(path.join(pkg, 'src', 'index.ts'), source);
  fs.writeFileSync(path.join(pkg, 'tsconfig.json'), block(`${PACKAGE}/tsconfig.json`));
  fs.writeFileSync(path.join(pkg, 'package.json'), block(`${PACKAGE}/package.json`));
  fs.mkdirSync(path.join(pkg, 'node_modules', '@types'), { recursive: true });
  fs.mkdirSync(path.join(pkg, 'node_modules', '.bin'));
  fs.symlinkSync(path.join(REPO_DIR, 'node_modules', 'typescript'), path.join(pkg, 'node_modules', 'typescript'));
  fs.symlinkSync(path.join(REPO_DIR, 'node_modules', '@types', 'node'), path.join(pkg, 'node_modules', '@types', 'node'));
  fs.symlinkSync(path.join(REPO_DIR, 'node_modules', 'typescript', 'bin', 'tsc'), path.join(pkg, 'node_modules', '.bin', 'tsc'));
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Packs the provider (npm runs its prepare script: tsc) and installs the tarball; returns the node_modules folder holding it. */
function packAndInstall(work, source) {
  const pkg = path.join(work, 'strapi-provider-email-acme');
  writeProvider(pkg, source);
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', work], pkg).trim().split('\n').pop();
  const target = path.join(work, 'installed');
  fs.mkdirSync(target);
  run('npm', ['install', '--no-save', '--ignore-scripts', path.join(work, tarball)], target);
  return path.join(target, 'node_modules');
}

/** Compiles the provider in place, in a node_modules folder; returns that folder. */
function compileInPlace(work, source) {
  const modules = path.join(work, 'node_modules');
  const pkg = path.join(modules, 'strapi-provider-email-acme');
  writeProvider(pkg, source);
  run(path.join(pkg, 'node_modules', '.bin', 'tsc'), [], pkg);
  return modules;
}

await runCheck(async () => {
  const received = [];
  const endpoint = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.end('{}');
    });
  });
  await new Promise((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const plugins = `module.exports = () => ({
    email: { config: { provider: 'strapi-provider-email-acme', providerOptions: { apiKey: 'check-key', endpoint: 'http://127.0.0.1:${endpoint.address().port}/v1/messages' }, settings: { defaultFrom: 'shop@example.com' } } },
  });`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-provider-'));

  try {
    const source = block(`${PACKAGE}/src/index.ts`);
    const modules = packAndInstall(path.join(work, 'export-assignment'), source);
    const compiled = fs.readFileSync(path.join(modules, 'strapi-provider-email-acme', 'dist', 'index.js'), 'utf8');
    assert('the page\'s provider, packed and installed, holds dist/index.js compiled by tsc, with module.exports', /module\.exports\s*=/.test(compiled));
    const project = copyLabProject({ 'dist/config/plugins.js': plugins });
    try {
      await project.evaluate("await strapi.plugin('email').service('email').send({ to: 'mara@example.com', subject: 'Hello', text: 'Sent through the provider' }); return null;", { NODE_PATH: modules });
      const sent = received[0];
      assert(`Strapi loads it and send() reaches its endpoint: ${JSON.stringify(sent?.body)}`, sent?.authorization === 'Bearer check-key' && sent.body.to === 'mara@example.com' && sent.body.from === 'shop@example.com');
    } catch (error) {
      assert('Strapi loads the page\'s TypeScript provider', false, error.output ?? error);
    } finally {
      project.remove();
    }

    const withDefault = source.replace(/^export = \{/m, 'export default {');
    assert('the page\'s source ends with `export = {`, which the next assertion turns into `export default {`', withDefault !== source);
    const defaultModules = compileInPlace(path.join(work, 'export-default'), withDefault);
    const broken = copyLabProject({ 'dist/config/plugins.js': plugins });
    try {
      await broken.evaluate('return null;', { NODE_PATH: defaultModules });
      assert('with export default, Strapi does not start', false);
    } catch (error) {
      assert('with export default, Strapi stops at startup: "provider.init is not a function"', /provider\.init is not a function/.test(error.output ?? ''), error.output ?? error);
    } finally {
      broken.remove();
    }
  } catch (error) {
    assert('the provider packs and installs', false, error);
  } finally {
    endpoint.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
