// content/cloud/projects/settings.mdx (Variables: what the generated secrets do; Strapi 5.8.1 started with
// NODE_ENV=production on a configuration that reads them as a new project does, with no fallback value):
// - without APP_KEYS, ADMIN_JWT_SECRET, API_TOKEN_SALT or JWT_SECRET (one missing at a time), the start fails,
//   each with its own message ("App keys are required", "Missing auth.secret", "Missing apiToken.salt",
//   "Missing jwtSecret");
// - without TRANSFER_TOKEN_SALT, Strapi starts with the warning "Missing transfer.token.salt: Data transfer
//   features have been disabled", and the transfer token routes answer 501;
// - after a change of ADMIN_JWT_SECRET, an administrator's JWT is refused (401) while API tokens and end users'
//   JWTs still work, and logging in again works;
// - after a change of API_TOKEN_SALT and JWT_SECRET, API tokens and end users' JWTs are refused (401) while the
//   administrator's JWT still works.
import { adminRequest, assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const files = {
  'dist/config/admin.js': `module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  flags: { nps: false, promoteEE: false },
});`,
  'dist/config/server.js': `module.exports = ({ env }) => ({
  host: env('HOST'),
  port: env.int('PORT'),
  app: { keys: env.array('APP_KEYS') },
  logger: { updates: { enabled: false } },
  dirs: { public: env('LAB_PUBLIC_DIR') },
});`,
  // A new project sets nothing for Users & Permissions: the plugin's default reads env('JWT_SECRET').
  'dist/config/plugins.js': 'module.exports = () => ({});',
};

const secrets = {
  NODE_ENV: 'production',
  APP_KEYS: 'check-key-1,check-key-2',
  ADMIN_JWT_SECRET: 'check-admin-secret-a',
  API_TOKEN_SALT: 'check-api-salt-a',
  TRANSFER_TOKEN_SALT: 'check-transfer-salt-a',
  JWT_SECRET: 'check-jwt-secret-a',
};

const required = [
  ['APP_KEYS', 'App keys are required'],
  ['ADMIN_JWT_SECRET', 'Missing auth.secret'],
  ['API_TOKEN_SALT', 'Missing apiToken.salt'],
  ['JWT_SECRET', 'Missing jwtSecret'],
];

const admin = { email: 'check@example.com', password: 'Check-Admin-1234' };

/** The status of a content API request sent with `bearer`. */
const apiStatus = async (url, route, bearer) => (await fetch(`${url}${route}`, { headers: { Authorization: `Bearer ${bearer}` } })).status;

/** The statuses the three kinds of credential get: an administrator's JWT, an API token, an end user's JWT. */
async function statuses(url, credentials) {
  return {
    admin: (await adminRequest(url, 'GET', '/users/me', { jwt: credentials.adminJwt })).status,
    apiToken: await apiStatus(url, '/api/restaurants', credentials.apiToken),
    user: await apiStatus(url, '/api/users/me', credentials.userJwt),
  };
}

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());

  /** Starts the copy with `env` over the secrets, runs `body` with the server, and stops it. */
  const withServer = async (env, body) => {
    const server = await project.start({ ...secrets, ...env });
    try {
      return await body(server);
    } finally {
      await server.stop();
    }
  };

  // All secrets set: create the three credentials on a fresh database.
  const credentials = await withServer({}, async ({ url }) => {
    const registered = await adminRequest(url, 'POST', '/register-admin', { body: { firstname: 'Check', lastname: 'Admin', ...admin } });
    const adminJwt = registered.json?.data?.token;
    const token = await adminRequest(url, 'POST', '/api-tokens', { jwt: adminJwt, body: { name: 'check', description: '', type: 'full-access', lifespan: null } });
    const user = await fetch(`${url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'reader', email: 'reader@example.com', password: 'correct-horse-battery' }),
    }).then((response) => response.json());
    const made = { adminJwt, apiToken: token.json?.data?.accessKey, userJwt: user.jwt };
    const seen = await statuses(url, made);
    assert(`all secrets set: Strapi starts; administrator JWT, API token and end-user JWT answer ${JSON.stringify(seen)}`, seen.admin === 200 && seen.apiToken === 200 && seen.user === 200, `${registered.text}\n${token.text}\n${JSON.stringify(user)}`);
    return made;
  });

  for (const [name, message] of required) {
    try {
      await project.start({ ...secrets, [name]: undefined });
      assert(`production without ${name}: the start fails`, false);
    } catch (error) {
      const line = (error.output ?? '').split('\n').find((text) => text.includes(message)) ?? '';
      const shown = line.slice(line.indexOf(message)).replace(/\u001b\[[0-9;]*m/g, '').slice(0, 70);
      assert(`production without ${name}: the start fails with "${shown}…"`, line !== '', error.output ?? error);
    }
  }

  await withServer({ ADMIN_JWT_SECRET: 'check-admin-secret-b', TRANSFER_TOKEN_SALT: undefined }, async (server) => {
    const warned = server.output().includes('Missing transfer.token.salt: Data transfer features have been disabled');
    const login = await adminRequest(server.url, 'POST', '/login', { body: admin });
    const transferTokens = await adminRequest(server.url, 'GET', '/transfer/tokens', { jwt: login.json?.data?.token });
    assert(
      `production without TRANSFER_TOKEN_SALT: Strapi starts, warns "Missing transfer.token.salt: Data transfer features have been disabled", GET /admin/transfer/tokens answers ${transferTokens.status}`,
      warned && transferTokens.status === 501,
      `${server.output()}\n${transferTokens.text}`,
    );
    const seen = await statuses(server.url, credentials);
    assert(`ADMIN_JWT_SECRET changed: administrator JWT ${seen.admin}, API token ${seen.apiToken}, end-user JWT ${seen.user}; logging in again answers ${login.status}`, seen.admin === 401 && seen.apiToken === 200 && seen.user === 200 && login.status === 200);
    credentials.adminJwt = login.json?.data?.token;
  });

  await withServer({ ADMIN_JWT_SECRET: 'check-admin-secret-b', API_TOKEN_SALT: 'check-api-salt-c', JWT_SECRET: 'check-jwt-secret-c' }, async ({ url }) => {
    const seen = await statuses(url, credentials);
    assert(`API_TOKEN_SALT and JWT_SECRET changed: API token ${seen.apiToken}, end-user JWT ${seen.user}, administrator JWT ${seen.admin}`, seen.apiToken === 401 && seen.user === 401 && seen.admin === 200);
  });
});
