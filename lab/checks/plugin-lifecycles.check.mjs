// content/dev-docs/plugins/developing-plugins.mdx (How development works; when a plugin is worth it) and
// content/snippets/custom-field-requires-plugin.mdx:
// - a local plugin's server `register` and `bootstrap` run while Strapi loads, and its `destroy` does not:
//   the plugin's `destroy` runs when the Strapi instance is destroyed (`strapi.destroy()`), before the
//   application's own `destroy`;
// - a started server has not run `destroy`; stopped with SIGTERM, it runs the plugin's, then the
//   application's `destroy` before it exits;
// - the application's own `register` function (src/index, no plugin) registers a custom field, which the
//   custom-fields registry then holds as `global::<name>`. (The admin panel's registry does the same for a
//   field registered with no pluginId, @strapi/admin 5.8.1 dist/admin/index-DLbx6g-v.js 409, and the
//   application's src/admin/app `register` receives that app, same file 3865-3870 and 4037: cited, not run.)
import fs from 'node:fs';
import path from 'node:path';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const LOG = 'lifecycles.log';
// Each lifecycle function appends its name to LOG, in the project folder (the process's working directory).
const append = (entry) => `require('fs').appendFileSync(require('path').join(process.cwd(), ${JSON.stringify(LOG)}), ${JSON.stringify(`${entry}\n`)});`;

const files = {
  'src/plugins/probe/package.json': JSON.stringify({ name: 'probe', version: '0.0.0', strapi: { kind: 'plugin', name: 'probe' } }),
  'src/plugins/probe/strapi-server.js': `module.exports = {
  register() { ${append('plugin register')} },
  bootstrap() { ${append('plugin bootstrap')} },
  destroy() { ${append('plugin destroy')} },
};`,
  'dist/config/plugins.js': `module.exports = () => ({ probe: { enabled: true, resolve: './src/plugins/probe' } });`,
  'dist/src/index.js': `module.exports = {
  register({ strapi }) {
    ${append('app register')}
    strapi.customFields.register({ name: 'color-code', type: 'string' });
  },
  bootstrap() { ${append('app bootstrap')} },
  destroy() { ${append('app destroy')} },
};`,
};

const readLog = (dir) => {
  const file = path.join(dir, LOG);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
};

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());

  // Load (as a start does, without the HTTP server), read what ran, then destroy the instance.
  const loaded = await project.evaluate(`
    const field = strapi.get('custom-fields').get('global::color-code');
    return { ran: require('fs').readFileSync(${JSON.stringify(LOG)}, 'utf8').trim().split('\\n'), field: field && { name: field.name, type: field.type } };
  `);
  assert(`once Strapi has loaded, the lifecycle functions that ran are ${JSON.stringify(loaded.ran)}: no destroy`, JSON.stringify(loaded.ran) === JSON.stringify(['plugin register', 'app register', 'plugin bootstrap', 'app bootstrap']));
  const destroyed = readLog(project.dir);
  assert(`after strapi.destroy(), the plugin's destroy ran, then the application's: ${JSON.stringify(destroyed.slice(4))}`, JSON.stringify(destroyed.slice(4)) === JSON.stringify(['plugin destroy', 'app destroy']));
  assert(`a custom field registered from the application's src/index register (no plugin) is in the registry as global::color-code ${JSON.stringify(loaded.field)}`, loaded.field?.name === 'color-code' && loaded.field?.type === 'string');

  fs.rmSync(path.join(project.dir, LOG), { force: true });
  const server = await project.start();
  const started = readLog(project.dir);
  await server.stop();
  const stopped = readLog(project.dir);
  assert(`a started server ran ${JSON.stringify(started)}: no destroy`, !started.some((entry) => entry.endsWith('destroy')) && started.includes('plugin bootstrap'));
  assert(`stopped with SIGTERM, the server runs ${JSON.stringify(stopped.slice(started.length))} before it exits`, JSON.stringify(stopped.slice(started.length)) === JSON.stringify(['plugin destroy', 'app destroy']));
});
