// content/dev-docs/configurations/admin-panel.mdx and content/dev-docs/configurations/api-tokens.mdx (Strapi 5.8.1
// started with a config/admin that has no apiToken key at all):
// - with API_TOKEN_SALT in the environment, Strapi starts, warns "[deprecated] In future versions, Strapi will
//   stop reading directly from the environment variable API_TOKEN_SALT", and uses the variable as the salt;
// - without the variable either, the start fails with "Missing apiToken.salt".
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const files = {
  'dist/config/admin.js': `module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET', 'lab-admin-jwt-secret') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'lab-transfer-token-salt') } },
  flags: { nps: false, promoteEE: false },
});`,
};
const SALT = 'salt-from-the-environment';

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());

  const server = await project.start({ API_TOKEN_SALT: SALT });
  try {
    const warned = server.output().includes('[deprecated] In future versions, Strapi will stop reading directly from the environment variable API_TOKEN_SALT');
    assert('no apiToken.salt in config/admin, API_TOKEN_SALT set: Strapi starts and prints the [deprecated] warning about API_TOKEN_SALT', warned, server.output());
  } finally {
    await server.stop();
  }
  const salt = await project.evaluate("return strapi.config.get('admin.apiToken.salt');", { API_TOKEN_SALT: SALT });
  assert('the salt in use is the variable\'s value', salt === SALT, String(salt));

  try {
    await (await project.start({ API_TOKEN_SALT: undefined })).stop();
    assert('no apiToken.salt and no API_TOKEN_SALT: Strapi does not start', false);
  } catch (error) {
    const output = error.output ?? String(error);
    assert('no apiToken.salt and no API_TOKEN_SALT: the start fails with "Missing apiToken.salt"', output.includes('Missing apiToken.salt'), output);
  }
});
