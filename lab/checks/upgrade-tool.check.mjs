// content/dev-docs/migration/v4-to-v5/breaking-changes.mdx (the lifecycle-hooks row, "Partly") and
// content/dev-docs/migration/v4-to-v5/breaking-changes/lifecycle-hooks-document-service.mdx (the
// comment-out-lifecycle-files codemod), content/dev-docs/migration/v4-to-v5/breaking-changes/only-better-sqlite3-for-sqlite.mdx
// (What the codemods do), content/dev-docs/upgrades.mdx (Upgrade with the upgrade tool) and
// content/dev-docs/upgrade-tool.mdx (What the tool does): runs of @strapi/upgrade 5.8.1 on scratch projects:
// - `codemods run 5.0.0-comment-out-lifecycle-files-code` on a Strapi 4 project comments out every line of
//   content-types/*/lifecycles.js and .ts under a WARNING header, and leaves src/index.js, which subscribes
//   with strapi.db.lifecycles.subscribe(), as it was;
// - `codemods run 5.0.0-sqlite3-to-better-sqlite3-json` removes sqlite3 and @vscode/sqlite3 from the root
//   package.json's dependencies and adds better-sqlite3 9.4.3 (devDependencies untouched); then
//   `codemods run 5.1.0-dependency-better-sqlite3-json` sets it to 11.3.0; on better-sqlite3 "^9.4.0" it changes nothing;
//   one `major --yes` run from the latest Strapi 4 release applies the three codemods, in that order;
// - `patch --dry --yes --debug` on a project at 5.8.0 and `minor --dry --yes --debug` on one at 5.7.0 (a
//   package.json and an empty package-lock.json; no node_modules: the exact @strapi/strapi version is enough) list
//   as updated only the @strapi/* dependencies pinned to exactly the current @strapi/strapi version: a range,
//   another exact version and a devDependency are left; without --dry, package.json gets the target version
//   before the install step; outside a Git repository the tool warns and, with --yes, goes on.
// The tool is not a dependency of the site or the lab: the check installs it from the npm registry, once, in
// UPGRADE_TOOL_DIR (default: lab-upgrade-5.8.1 in the system's temporary folder), and runs its bin (what
// `npx @strapi/upgrade` runs) with the lab's Node.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assert, runCheck } from './lib/check.mjs';
import { installOnce, runBin } from './registry-tool.mjs';

const TOOL_DIR = process.env.UPGRADE_TOOL_DIR ?? path.join(os.tmpdir(), 'lab-upgrade-5.8.1');
const TOOL_PACKAGE = path.join(TOOL_DIR, 'node_modules', '@strapi', 'upgrade');

/** Runs the upgrade tool in `dir`. */
const upgrade = (dir, args, env = {}) => runBin(path.join(TOOL_PACKAGE, 'bin', 'upgrade.js'), args, { cwd: dir, env });

/** The newest Strapi 4 release on the registry: `major` runs only from there. */
const latestV4 = () =>
  new Promise((resolve) => {
    const child = spawn('npm', ['view', '@strapi/strapi@4', 'version', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', () => {
      const numbers = (version) => version.split('.').map(Number);
      const newer = (a, b) => numbers(a).reduce((order, part, index) => order || part - numbers(b)[index], 0);
      resolve(JSON.parse(output).sort(newer).at(-1));
    });
  });

/** Writes `files` (path → contents; objects as JSON) under `dir`. */
const writeProject = (dir, files) => {
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof contents === 'string' ? contents : `${JSON.stringify(contents, null, 2)}\n`);
  }
};
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** A package-lock.json with no packages: the tool picks the package manager from the lock file, even in dry mode. */
const emptyLock = (name) => ({ name, version: '0.1.0', lockfileVersion: 3, requires: true, packages: {} });

const lifecycles = "module.exports = {\n  beforeCreate(event) {\n    event.params.data.slug = 'draft';\n  },\n};\n";
const lifecyclesTs = 'export default {\n  afterCreate(event) {\n    console.log(event.result.id);\n  },\n};\n';
const subscribe = 'module.exports = {\n  bootstrap({ strapi }) {\n    strapi.db.lifecycles.subscribe({ models: [\'api::article.article\'], afterCreate() {} });\n  },\n};\n';

/** The `- @strapi/x (a -> b)` lines the tool prints in debug mode for the dependencies it updates. */
const listedUpdates = (output) => [...output.matchAll(/- (@strapi\/[\w-]+) \(([^ ]+) -> ([^)]+)\)/g)].map(([, name, from, to]) => ({ name, from, to }));

await runCheck(async (cleanup) => {
  const tool = await installOnce(TOOL_DIR, '@strapi/upgrade', { dependencies: { '@strapi/upgrade': '5.8.1' } });
  assert(`@strapi/upgrade is installed in ${TOOL_DIR} (${tool ? tool.version : 'missing: npm install failed'})`, tool?.version === '5.8.1');
  if (!tool) return;

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-tool-'));
  cleanup(async () => fs.rmSync(root, { recursive: true, force: true }));
  // npm kept offline with an empty cache: a run without --dry stops at its install step, after its edits.
  const offlineNpm = { npm_config_offline: 'true', npm_config_cache: path.join(root, 'npm-cache') };

  // 1. The lifecycles codemod on a Strapi 4 project.
  const v4 = path.join(root, 'v4');
  writeProject(v4, {
    'package.json': { name: 'v4', version: '0.1.0', dependencies: { '@strapi/strapi': '4.25.13', sqlite3: '5.1.6', '@vscode/sqlite3': '5.1.2' }, devDependencies: { sqlite3: '5.1.6' } },
    'src/api/article/content-types/article/lifecycles.js': lifecycles,
    'src/api/page/content-types/page/lifecycles.ts': lifecyclesTs,
    'src/index.js': subscribe,
  });
  const commented = await upgrade(v4, ['codemods', 'run', '5.0.0-comment-out-lifecycle-files-code']);
  const jsAfter = fs.readFileSync(path.join(v4, 'src/api/article/content-types/article/lifecycles.js'), 'utf8');
  const tsAfter = fs.readFileSync(path.join(v4, 'src/api/page/content-types/page/lifecycles.ts'), 'utf8');
  const codeLines = (source) => source.slice(source.lastIndexOf('*/') + 2).trim().split('\n');
  const allCommented = (source, original) => codeLines(source).join('\n') === original.split('\n').map((line) => `// ${line}`).join('\n').trim();
  assert(`comment-out-lifecycle-files exits ${commented.code}`, commented.code === 0, commented.output);
  assert(`lifecycles.js now starts with the "WARNING: THIS FILE HAS BEEN COMMENTED OUT" header and every line of the code is commented out:\n  # ${codeLines(jsAfter).join('\n  # ')}`, jsAfter.includes('WARNING: THIS FILE HAS BEEN COMMENTED OUT') && allCommented(jsAfter, lifecycles), jsAfter);
  assert('lifecycles.ts is commented out the same way', tsAfter.includes('WARNING: THIS FILE HAS BEEN COMMENTED OUT') && allCommented(tsAfter, lifecyclesTs), tsAfter);
  assert('src/index.js, which calls strapi.db.lifecycles.subscribe(), is unchanged', fs.readFileSync(path.join(v4, 'src/index.js'), 'utf8') === subscribe);

  // 2. The two better-sqlite3 codemods, one after the other, then the second on a range.
  const toBetter = await upgrade(v4, ['codemods', 'run', '5.0.0-sqlite3-to-better-sqlite3-json']);
  const afterFirst = readJson(path.join(v4, 'package.json'));
  assert(
    `sqlite3-to-better-sqlite3 exits ${toBetter.code}; dependencies ${JSON.stringify(afterFirst.dependencies)}, devDependencies ${JSON.stringify(afterFirst.devDependencies)}`,
    toBetter.code === 0 && JSON.stringify(afterFirst.dependencies) === JSON.stringify({ '@strapi/strapi': '4.25.13', 'better-sqlite3': '9.4.3' }) && afterFirst.devDependencies.sqlite3 === '5.1.6',
    toBetter.output,
  );
  const to11 = await upgrade(v4, ['codemods', 'run', '5.1.0-dependency-better-sqlite3-json']);
  const afterSecond = readJson(path.join(v4, 'package.json'));
  assert(`dependency-better-sqlite3 exits ${to11.code}; better-sqlite3 9.4.3 → ${afterSecond.dependencies['better-sqlite3']}`, to11.code === 0 && afterSecond.dependencies['better-sqlite3'] === '11.3.0', to11.output);
  const ranged = path.join(root, 'ranged');
  const rangedManifest = { name: 'ranged', version: '0.1.0', dependencies: { '@strapi/strapi': '5.0.6', 'better-sqlite3': '^9.4.0' } };
  writeProject(ranged, { 'package.json': rangedManifest });
  const onRange = await upgrade(ranged, ['codemods', 'run', '5.1.0-dependency-better-sqlite3-json']);
  const rangeAfter = readJson(path.join(ranged, 'package.json')).dependencies['better-sqlite3'];
  assert(`on better-sqlite3 "^9.4.0" it exits ${onRange.code} and leaves "${rangeAfter}"`, onRange.code === 0 && rangeAfter === '^9.4.0', onRange.output);

  // The same codemods inside one `major` run, from the latest Strapi 4 release (the tool requires it).
  const latest = await latestV4();
  const major = path.join(root, 'major');
  writeProject(major, {
    'package.json': { name: 'major', version: '0.1.0', dependencies: { '@strapi/strapi': latest, sqlite3: '5.1.6' } },
    'package-lock.json': emptyLock('major'),
    'src/api/article/content-types/article/lifecycles.js': lifecycles,
  });
  const majorRun = await upgrade(major, ['major', '--yes'], offlineNpm);
  const majorDependencies = readJson(path.join(major, 'package.json')).dependencies;
  assert(
    `major from ${latest} (then \`npm install\` fails offline, exit ${majorRun.code}) upgrades to ${majorRun.output.match(/Upgrading from v[\d.]+ to v([\d.]+)/)?.[1]} and applies sqlite3-to-better-sqlite3, then dependency-better-sqlite3 (sqlite3 ${majorDependencies.sqlite3 ?? 'removed'}, better-sqlite3 ${majorDependencies['better-sqlite3']}) and comments out lifecycles.js`,
    majorRun.output.indexOf('sqlite3 to better sqlite3') < majorRun.output.indexOf('dependency better sqlite3') &&
      !('sqlite3' in majorDependencies) &&
      majorDependencies['better-sqlite3'] === '11.3.0' &&
      fs.readFileSync(path.join(major, 'src/api/article/content-types/article/lifecycles.js'), 'utf8').includes('WARNING: THIS FILE HAS BEEN COMMENTED OUT'),
    majorRun.output,
  );

  // 3. Which dependencies patch and minor move.
  const app = (name, current) => ({
    'package.json': {
      name,
      version: '0.1.0',
      dependencies: {
        '@strapi/strapi': current,
        '@strapi/plugin-users-permissions': current,
        '@strapi/plugin-cloud': `^${current}`,
        '@strapi/provider-upload-local': '5.6.0',
      },
      devDependencies: { '@strapi/typescript-utils': current },
    },
    'package-lock.json': emptyLock(name),
  });
  for (const [command, current] of [
    ['patch', '5.8.0'],
    ['minor', '5.7.0'],
  ]) {
    const dir = path.join(root, command);
    writeProject(dir, app(command, current));
    const before = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
    const run = await upgrade(dir, [command, '--dry', '--yes', '--debug']);
    const target = run.output.match(/Upgrading from v([\d.]+) to v([\d.]+)/);
    const updates = listedUpdates(run.output);
    const names = updates.map((update) => update.name).sort();
    assert(
      `${command} --dry from ${current} exits ${run.code}, upgrading to ${target?.[2]}; it lists ${updates.map((update) => `${update.name} ${update.from} -> ${update.to}`).join(', ')}: not the range, the 5.6.0 pin or the devDependency`,
      run.code === 0 && target?.[1] === current && JSON.stringify(names) === JSON.stringify(['@strapi/plugin-users-permissions', '@strapi/strapi']) && updates.every((update) => update.from === current && update.to === target[2]),
      run.output,
    );
    assert(`… and package.json is unchanged (dry mode); the scratch folder is no Git repository: the tool warns "Not a git repository…" and, with --yes, goes on`, fs.readFileSync(path.join(dir, 'package.json'), 'utf8') === before && run.output.includes('Not a git repository'));
  }

  // Without --dry, package.json is written before the install step.
  const written = path.join(root, 'written');
  writeProject(written, app('written', '5.8.0'));
  const real = await upgrade(written, ['patch', '--yes'], offlineNpm);
  const dependencies = readJson(path.join(written, 'package.json')).dependencies;
  const devDependencies = readJson(path.join(written, 'package.json')).devDependencies;
  assert(
    `patch without --dry writes ${JSON.stringify(dependencies)}, devDependencies ${JSON.stringify(devDependencies)} (then \`npm install\` fails offline, exit ${real.code})`,
    real.output.includes('Command failed with exit code 1: npm install') &&
      dependencies['@strapi/strapi'] === '5.8.1' && dependencies['@strapi/plugin-users-permissions'] === '5.8.1' && dependencies['@strapi/plugin-cloud'] === '^5.8.0' && dependencies['@strapi/provider-upload-local'] === '5.6.0' && devDependencies['@strapi/typescript-utils'] === '5.8.0',
    real.output,
  );
});
