// content/user-docs/settings/transfer-tokens.mdx (Check the connection with curl): the page's curl request,
// with its WebSocket upgrade headers, sent by curl to /admin/transfer/runner/push of a copy of the lab.
// Strapi authenticates the request before it upgrades the connection, so the status tells about the token:
// - a valid Push token, or a Full Access one: 101 Switching Protocols (with a Sec-WebSocket-Key of 16 bytes in
//   base64: the key the page showed before, 17 bytes, gets 400 "Missing or invalid Sec-WebSocket-Key header");
// - no Authorization header, a token the project does not know, or an expired token: 401;
// - a valid Pull token on the push route: 403;
// - the project started without a transfer token salt: 500 (the token is hashed with the salt first);
// - the project started with transfer.remote.enabled: false: 404, even with the valid Push token.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR } from '../scripts/lab.mjs';
import { adminRequest, assert, createTransferToken, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const PAGE = path.join(LAB_DIR, '..', 'content', 'user-docs', 'settings', 'transfer-tokens.mdx');
// The page's curl block: its -H headers, the Authorization one aside (each case sends its own token).
const pageCurl = /```bash\n(curl -i [^`]*)```/.exec(fs.readFileSync(PAGE, 'utf8'))?.[1] ?? '';
const PAGE_HEADERS = [...pageCurl.matchAll(/-H "([^"]+)"/g)].map(([, header]) => header).filter((header) => !header.startsWith('Authorization:'));
if (PAGE_HEADERS.length === 0) throw new Error(`no curl request with -H headers in ${PAGE}`);
const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');
const ADMIN = { firstname: 'Curl', lastname: 'Check', email: 'curl-check@example.com', password: 'Curl-check-1' };

/** The status line curl prints for the page's request (a 101 stays open, so curl is stopped after 5 s). */
function curlStatus(url, token, headers = PAGE_HEADERS) {
  const sent = [...headers, ...(token === undefined ? [] : [`Authorization: Bearer ${token}`])];
  const args = ['-i', '-sS', '--max-time', '5', `${url}/admin/transfer/runner/push`, ...sent.flatMap((header) => ['-H', header])];
  return new Promise((resolve) => {
    execFile('curl', args, (error, stdout) => resolve(Number(/^HTTP\/[\d.]+ (\d{3})/.exec(stdout)?.[1] ?? 0)));
  });
}

const serverWithoutRemoteTransfer = `const lab = require(${JSON.stringify(path.join(LAB_DIR, 'dist', 'config', 'server.js'))}).default;
module.exports = (context) => Object.assign(lab(context), { transfer: { remote: { enabled: false } } });`;

// The key the page showed before: 17 bytes in base64, where the WebSocket handshake wants 16.
const withOldKey = PAGE_HEADERS.map((header) => (header.startsWith('Sec-WebSocket-Key:') ? 'Sec-WebSocket-Key: dGVzdC1jb25uZWN0aW9uLTE=' : header));

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());

  const enabled = await project.start();
  let tokens;
  try {
    const registered = await adminRequest(enabled.url, 'POST', '/register-admin', { body: ADMIN });
    if (registered.status !== 200) throw new Error(`register-admin answered ${registered.status}: ${registered.text}`);
    const jwt = registered.json.data.token;
    tokens = { push: await createTransferToken(enabled.url, jwt, 'curl push', ['push']), pull: await createTransferToken(enabled.url, jwt, 'curl pull', ['pull']) };
    const fullAccess = await createTransferToken(enabled.url, jwt, 'curl full access', ['push', 'pull']);
    const expired = await createTransferToken(enabled.url, jwt, 'curl expired', ['push']);
    // No API makes a token expire now: move its expiry date into the past, as time would.
    const db = new Database(path.join(project.dir, '.tmp', 'data.db'));
    db.prepare('UPDATE strapi_transfer_tokens SET expires_at = ? WHERE id = ?').run(Date.now() - 60_000, expired.id);
    db.close();
    assert('a valid Push token: 101 Switching Protocols', (await curlStatus(enabled.url, tokens.push.accessKey)) === 101);
    assert('a valid Full Access token: 101 Switching Protocols', (await curlStatus(enabled.url, fullAccess.accessKey)) === 101);
    assert('a valid Push token with a key that is not 16 bytes: 400', (await curlStatus(enabled.url, tokens.push.accessKey, withOldKey)) === 400);
    assert('an expired Push token: 401', (await curlStatus(enabled.url, expired.accessKey)) === 401);
    assert('no Authorization header: 401', (await curlStatus(enabled.url)) === 401);
    assert('a token the project does not know: 401', (await curlStatus(enabled.url, 'not-a-transfer-token')) === 401);
    assert('a valid Pull token on the push route: 403', (await curlStatus(enabled.url, tokens.pull.accessKey)) === 403);
  } finally {
    await enabled.stop();
  }

  // An empty TRANSFER_TOKEN_SALT makes the lab's config/admin give no salt, as a project without the variable.
  const saltless = await project.start({ TRANSFER_TOKEN_SALT: '' });
  try {
    const status = await curlStatus(saltless.url, tokens.push.accessKey);
    assert(`no transfer token salt: ${status}`, status === 500);
  } finally {
    await saltless.stop();
  }

  fs.writeFileSync(path.join(project.dir, 'dist', 'config', 'server.js'), serverWithoutRemoteTransfer);
  const disabled = await project.start();
  try {
    assert('transfer.remote.enabled: false, with the valid Push token: 404', (await curlStatus(disabled.url, tokens.push.accessKey)) === 404);
  } finally {
    await disabled.stop();
  }
});
