// content/cloud/projects/settings.mdx (Environment variables: Generated variables),
// content/user-docs/features/admin-panel.mdx (the transfer.token.salt row) and
// content/user-docs/settings/transfer-tokens.mdx (prerequisites; Check the connection with curl): Strapi 5.8.1
// started from a copy of the lab whose config/admin has no transfer key at all, without TRANSFER_TOKEN_SALT:
// - it starts (answers /_health), and prints the Node warning "Missing transfer.token.salt: Data transfer
//   features have been disabled." (checkSaltIsDefined in @strapi/admin, run in the admin's bootstrap);
// - the admin panel's transfer token requests (list, create, read one, regenerate), made by a super admin,
//   answer 501 Not Implemented, with the code INVALID_TOKEN_SALT in the error's details;
// - /admin/transfer/runner/push and /pull answer 500 to a request with a Bearer token (hashing the token
//   throws "Required token salt is not defined"), the page's curl request (WebSocket upgrade) included,
//   and 401 to one without an Authorization header;
// - `strapi transfer --to` that project stops with "Failed to initialize the connection: Unexpected
//   server response 500".
import { execFile } from 'node:child_process';
import path from 'node:path';
import { adminRequest, assert, runCheck, strapiCli } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const files = {
  'dist/config/admin.js': `module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET', 'lab-admin-jwt-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'lab-api-token-salt') },
  flags: { nps: false, promoteEE: false },
});`,
};
const ADMIN = { firstname: 'Salt', lastname: 'Check', email: 'salt-check@example.com', password: 'Salt-check-1' };
const WARNING = 'Warning: Missing transfer.token.salt: Data transfer features have been disabled.';
// The curl request of transfer-tokens.mdx (Check the connection with curl).
const UPGRADE = ['Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: c3RyYXBpLXRyYW5zZmVyIQ=='];

const curlStatus = (url, headers) =>
  new Promise((resolve) => {
    execFile('curl', ['-i', '-sS', '--max-time', '5', url, ...headers.flatMap((header) => ['-H', header])], (error, stdout) => resolve(Number(/^HTTP\/[\d.]+ (\d{3})/.exec(stdout)?.[1] ?? 0)));
  });

await runCheck(async (cleanup) => {
  const project = copyLabProject(files);
  cleanup(async () => project.remove());

  const salt = await project.evaluate("return strapi.config.get('admin.transfer.token.salt') ?? 'none';", { TRANSFER_TOKEN_SALT: undefined });
  assert('loaded that way, the project has no admin.transfer.token.salt', salt === 'none', String(salt));

  const server = await project.start({ TRANSFER_TOKEN_SALT: undefined });
  cleanup(() => server.stop());
  const health = await fetch(`${server.url}/_health`);
  assert('no transfer.token.salt in config/admin and no TRANSFER_TOKEN_SALT: Strapi starts and answers /_health', health.status === 204, String(health.status));
  assert(`it prints "${WARNING}"`, server.output().includes(WARNING), server.output());

  const registered = await adminRequest(server.url, 'POST', '/register-admin', { body: ADMIN });
  if (registered.status !== 200) throw new Error(`register-admin answered ${registered.status}: ${registered.text}`);
  const jwt = registered.json.data.token;
  const requests = [
    ['GET', '/transfer/tokens', undefined, 'list'],
    ['POST', '/transfer/tokens', { name: 'salt check', description: '', permissions: ['push'], lifespan: null }, 'create'],
    ['GET', '/transfer/tokens/1', undefined, 'read one'],
    ['POST', '/transfer/tokens/1/regenerate', undefined, 'regenerate'],
  ];
  for (const [method, route, body, what] of requests) {
    const answer = await adminRequest(server.url, method, route, { jwt, body });
    assert(
      `the admin's transfer token request to ${what} (${method} /admin${route}) answers 501 Not Implemented, code INVALID_TOKEN_SALT`,
      answer.status === 501 && answer.json?.error?.details?.code === 'INVALID_TOKEN_SALT',
      `${answer.status} ${answer.text}`,
    );
  }

  for (const kind of ['push', 'pull']) {
    const url = `${server.url}/admin/transfer/runner/${kind}`;
    assert(`/admin/transfer/runner/${kind} with a Bearer token answers 500`, (await curlStatus(url, ['Authorization: Bearer any-token'])) === 500);
    assert(`/admin/transfer/runner/${kind} without an Authorization header answers 401`, (await curlStatus(url, [])) === 401);
  }
  assert(
    "the page's curl request (WebSocket upgrade, Bearer token) to /admin/transfer/runner/push answers 500",
    (await curlStatus(`${server.url}/admin/transfer/runner/push`, [...UPGRADE, 'Authorization: Bearer any-token'])) === 500,
  );
  assert('the server logs "Required token salt is not defined" for them', server.output().includes('TypeError: Required token salt is not defined'));

  // The local side: the lab's project on an empty database of its own (the push stops before reading it).
  const pushed = await strapiCli(['transfer', '--to', `${server.url}/admin`, '--to-token', 'any-token', '--force'], {
    env: { DATABASE_FILENAME: path.join(project.dir, '.tmp', 'source.db') },
  });
  assert(
    '`strapi transfer --to` that project fails with "Failed to initialize the connection: Unexpected server response 500"',
    pushed.code === 1 && pushed.output.includes('Failed to initialize the connection: Unexpected server response 500'),
    pushed.output,
  );
});
