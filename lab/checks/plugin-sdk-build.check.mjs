// content/dev-docs/custom-fields.mdx (Register the field on the server: register.js and server/src/index),
// content/dev-docs/migration/v4-to-v5/additional-resources/plugins-migration.mdx (Step 4: server/src/services/shelf.js),
// content/dev-docs/migration/v4-to-v5/breaking-changes/inject-content-manager-component.mdx (the JavaScript example:
// StockLink in admin/src/components/StockLink.jsx, imported by admin/src/index.js),
// content/dev-docs/migration/v4-to-v5/breaking-changes/model-config-path-uses-uid.mdx (the shelf-tools service),
// content/dev-docs/migration/v4-to-v5/breaking-changes/publishedat-always-set-when-dandp-disabled.mdx (the
// publication-date helper) and content/dev-docs/migration/v4-to-v5/breaking-changes/strapi-container.mdx (the
// plugin's server/src/register.js): JavaScript plugins built with `strapi-plugin build` of @strapi/sdk-plugin 5.3.0
// (the release of 6 January 2025, with @strapi/pack-up 5.0.2, its release until February 2025), then loaded by a
// copy of the lab:
// - a server whose register.js and services/shelf.js end with module.exports, default-imported by ES-module index
//   files, and whose helper uses require() and module.exports behind a named import, builds: the build wraps those
//   files as CommonJS; loaded by Strapi, the field is registered and both services answer;
// - the same server written with export default and import builds and loads the same way;
// - JSX in admin/src/index.js stops the build; the same component in admin/src/components/StockLink.jsx,
//   imported by index.js, builds.
// The SDK is not a dependency of the site or the lab: the check installs it from the npm registry, once, in
// SDK_PLUGIN_DIR (default: lab-sdk-plugin-5.3.0 in the system's temporary folder), pinning pack-up to 5.0.2.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';
import { installOnce, runBin } from './registry-tool.mjs';

const SDK_DIR = process.env.SDK_PLUGIN_DIR ?? path.join(os.tmpdir(), 'lab-sdk-plugin-5.3.0');
const SDK_PACKAGE = path.join(SDK_DIR, 'node_modules', '@strapi', 'sdk-plugin');

const serverExport = { source: './server/src/index.js', import: './dist/server/index.mjs', require: './dist/server/index.js', default: './dist/server/index.js' };
const adminExport = { source: './admin/src/index.js', import: './dist/admin/index.mjs', require: './dist/admin/index.js', default: './dist/admin/index.js' };

/** package.json as the SDK's init writes it for a JavaScript plugin, reduced to what the build reads. */
const packageJson = (name, exports, peers) =>
  JSON.stringify({
    name,
    version: '0.0.0',
    type: 'commonjs',
    exports: { './package.json': './package.json', ...exports },
    files: ['dist'],
    dependencies: { '@strapi/utils': '^5.0.0' },
    peerDependencies: { '@strapi/strapi': '^5.0.0', '@strapi/sdk-plugin': '^5.0.0', ...peers },
    strapi: { kind: 'plugin', name },
  });

/** A plugin server: register adds a custom field, shelf counts, dates picks a publication date through the helper. */
function serverPlugin(name, style) {
  const commonJs = style === 'module.exports';
  return {
    'package.json': packageJson(name, { './strapi-server': serverExport }),
    'server/src/index.js': "import register from './register';\nimport services from './services';\n\nexport default { register, services };\n",
    'server/src/register.js': `${commonJs ? 'module.exports =' : 'export default'} ({ strapi }) => {\n  strapi.customFields.register({ name: 'rating', plugin: '${name}', type: 'integer' });\n};\n`,
    'server/src/services/index.js': "import shelf from './shelf';\nimport dates from './dates';\n\nexport default { shelf, dates };\n",
    'server/src/services/shelf.js': `${commonJs ? 'module.exports =' : 'export default'} () => ({\n  size() {\n    return 3;\n  },\n});\n`,
    'server/src/services/dates.js':
      "import { publicationDate } from '../utils/publication-date';\n\nexport default ({ strapi }) => ({\n  pick(uid, entry) {\n    return publicationDate(strapi, uid, entry);\n  },\n});\n",
    'server/src/utils/publication-date.js': commonJs
      ? "const { contentTypes } = require('@strapi/utils');\n\nconst publicationDate = (strapi, uid, entry) =>\n  contentTypes.hasDraftAndPublish(strapi.getModel(uid)) ? entry.publishedAt : entry.createdAt;\n\nmodule.exports = { publicationDate };\n"
      : "import { contentTypes } from '@strapi/utils';\n\nexport const publicationDate = (strapi, uid, entry) =>\n  contentTypes.hasDraftAndPublish(strapi.getModel(uid)) ? entry.publishedAt : entry.createdAt;\n",
  };
}

const stockLink = "export const StockLink = () => <a href=\"https://stock.example\">Stock</a>;\n";
const adminIndex = (component) =>
  `${component}\nexport default {\n  register(app) {\n    app.registerPlugin({ id: 'stock-link', name: 'stock-link' });\n  },\n  bootstrap(app) {\n    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'stock-link', Component: StockLink });\n  },\n};\n`;
const adminPeers = { react: '^18.0.0', 'react-dom': '^18.0.0', 'react-router-dom': '^6.0.0', 'styled-components': '^6.0.0' };

const fixtures = {
  'shelf-commonjs': serverPlugin('shelf-commonjs', 'module.exports'),
  'shelf-esm': serverPlugin('shelf-esm', 'export default'),
  'stock-jsx-in-index': {
    'package.json': packageJson('stock-jsx-in-index', { './strapi-admin': adminExport }, adminPeers),
    'admin/src/index.js': adminIndex(stockLink.replace('export const', 'const')),
  },
  'stock-jsx-component': {
    'package.json': packageJson('stock-jsx-component', { './strapi-admin': adminExport }, adminPeers),
    'admin/src/components/StockLink.jsx': stockLink,
    'admin/src/index.js': adminIndex("import { StockLink } from './components/StockLink';\n"),
  },
};

/** Runs `strapi-plugin build` in `dir`; resolves with its exit code and output. */
const build = (dir) => runBin(path.join(SDK_PACKAGE, 'bin', 'strapi-plugin.js'), ['build'], { cwd: dir });

await runCheck(async (cleanup) => {
  // The SDK of January 2025, with the pack-up release it used until February 2025.
  const sdk = await installOnce(SDK_DIR, '@strapi/sdk-plugin', { dependencies: { '@strapi/sdk-plugin': '5.3.0' }, overrides: { '@strapi/pack-up': '5.0.2' } });
  assert(`@strapi/sdk-plugin is installed in ${SDK_DIR} (${sdk ? sdk.version : 'missing: npm install failed'})`, Boolean(sdk));
  if (!sdk) return;
  const packUp = createRequire(path.join(SDK_PACKAGE, 'package.json'))('@strapi/pack-up/package.json').version;
  assert(`it is 5.3.0 with @strapi/pack-up ${packUp}`, sdk.version === '5.3.0' && packUp === '5.0.2');

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-sdk-'));
  cleanup(async () => fs.rmSync(root, { recursive: true, force: true }));
  const built = {};
  for (const [name, files] of Object.entries(fixtures)) {
    for (const [file, contents] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name, file)), { recursive: true });
      fs.writeFileSync(path.join(root, name, file), contents);
    }
    built[name] = await build(path.join(root, name));
  }

  const commonJs = built['shelf-commonjs'];
  assert(`module.exports in register.js, services/shelf.js and the require() helper: the build exits ${commonJs.code}`, commonJs.code === 0, commonJs.output);
  const wrapped = fs.existsSync(path.join(root, 'shelf-commonjs', 'dist/server/index.js')) && fs.readFileSync(path.join(root, 'shelf-commonjs', 'dist/server/index.js'), 'utf8');
  assert('… and dist/server/index.js wraps those files as CommonJS (getDefaultExportFromCjs)', Boolean(wrapped) && wrapped.includes('getDefaultExportFromCjs'));
  assert(`export default and import everywhere: the build exits ${built['shelf-esm'].code}`, built['shelf-esm'].code === 0, built['shelf-esm'].output);
  const inIndex = built['stock-jsx-in-index'];
  const jsxError = inIndex.output.match(/\[ERROR\]\s+\[[\w-]+\] Expression expected in \S*admin\/src\/index\.js/)?.[0] ?? '';
  assert(`JSX in admin/src/index.js: the build exits ${inIndex.code} (${jsxError.replace(root, '')})`, inIndex.code !== 0 && jsxError !== '', inIndex.output);
  assert(`the same component in admin/src/components/StockLink.jsx: the build exits ${built['stock-jsx-component'].code}`, built['stock-jsx-component'].code === 0, built['stock-jsx-component'].output);

  // Both server builds, as local plugins of a copy of the lab.
  const plugins = ['shelf-commonjs', 'shelf-esm'];
  const enabled = plugins.map((name) => `'${name}': { enabled: true, resolve: './src/plugins/${name}' }`).join(', ');
  const project = copyLabProject({
    'dist/config/plugins.js': `module.exports = ({ env }) => ({ 'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'lab-users-permissions-jwt-secret') } }, ${enabled} });\n`,
  });
  cleanup(async () => project.remove());
  for (const name of plugins) {
    fs.cpSync(path.join(root, name, 'package.json'), path.join(project.dir, 'src/plugins', name, 'package.json'));
    fs.cpSync(path.join(root, name, 'dist'), path.join(project.dir, 'src/plugins', name, 'dist'), { recursive: true });
  }
  const loaded = await project.evaluate(`
    const entry = { createdAt: 'created', publishedAt: 'published' };
    const report = (name) => ({
      field: Boolean(strapi.get('custom-fields').get('plugin::' + name + '.rating')),
      size: strapi.plugin(name).service('shelf').size(),
      withoutDraftAndPublish: strapi.plugin(name).service('dates').pick('api::category.category', entry),
      withDraftAndPublish: strapi.plugin(name).service('dates').pick('api::article.article', entry),
    });
    return { commonJs: report('shelf-commonjs'), esm: report('shelf-esm') };`);
  const works = (result) => result.field && result.size === 3 && result.withoutDraftAndPublish === 'created' && result.withDraftAndPublish === 'published';
  assert(`Strapi loads the module.exports build: ${JSON.stringify(loaded.commonJs)}`, works(loaded.commonJs));
  assert(`Strapi loads the export default build: ${JSON.stringify(loaded.esm)}`, works(loaded.esm));
});
