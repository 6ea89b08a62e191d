// content/dev-docs/backend-customization/examples/authentication.mdx, content/dev-docs/testing.mdx and content/dev-docs/plugins/users-permissions.mdx:
// - with no JWT_SECRET in the environment and no jwtSecret in config/plugins (as in a new project), Strapi
//   started in production stops at startup with the Users & Permissions plugin's "Missing jwtSecret";
// - started in development, the plugin makes a secret, uses it, and appends JWT_SECRET=… to the
//   project's .env.
import fs from 'node:fs';
import path from 'node:path';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

// A new project's config/plugins sets nothing for the plugin; its own default reads env('JWT_SECRET').
const files = { 'dist/config/plugins.js': 'module.exports = () => ({});' };
const readSecret = "return strapi.config.get('plugin::users-permissions.jwtSecret');";

await runCheck(async () => {
  const production = copyLabProject(files);
  try {
    await production.evaluate(readSecret, { NODE_ENV: 'production', JWT_SECRET: undefined });
    assert('production without JWT_SECRET: Strapi does not start', false);
  } catch (error) {
    const line = (error.output ?? '').split('\n').find((text) => text.includes('Missing jwtSecret')) ?? '';
    assert(`production without JWT_SECRET: Strapi stops at startup with "${line.replace(/.*(Missing jwtSecret[^(]*).*/, '$1').trim()}"`, line !== '', error.output ?? error);
  } finally {
    production.remove();
  }

  const development = copyLabProject(files);
  try {
    const envFile = path.join(development.dir, '.env');
    assert('development: the project has no .env before the start', !fs.existsSync(envFile));
    const secret = await development.evaluate(readSecret, { NODE_ENV: 'development', JWT_SECRET: undefined });
    const env = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
    assert(`development without JWT_SECRET: Strapi starts and appends the secret it uses to .env (${JSON.stringify(env.replace(/=.*/, '=…'))})`, typeof secret === 'string' && env === `JWT_SECRET=${secret}\n`);
  } catch (error) {
    assert('development without JWT_SECRET: Strapi starts', false, error.output ?? error);
  } finally {
    development.remove();
  }
});
