// content/user-docs/settings/API-tokens.mdx (Manage existing tokens: the Last used column stays empty in 5.8.1,
// because the server only updates the date of a token that already has one) and
// content/user-docs/features/api-tokens.mdx (Manage existing tokens: the column stays empty however often a
// token is used), through the admin API of a scratch lab:
// - a new token has no lastUsedAt; used several times on the REST API, it still has none, in the token and in
//   the list the API Tokens page reads (differenceInHours(now, parseISO(null)) is NaN, so the update at
//   @strapi/admin dist/server/index.js:545-551 never runs);
// - a token whose lastUsedAt is more than an hour old (set in the database, as the admin API cannot) gets
//   today's date on its next use: the update only runs for a token that already has a date.
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { adminLogin, adminRequest, assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';

const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');
const HOUR = 3_600_000;

await runCheck(async (cleanup) => {
  const port = await freePort();
  const lab = await startScratchLab({ port });
  cleanup(() => lab.stop());
  const jwt = await adminLogin(lab.url);

  const created = await adminRequest(lab.url, 'POST', '/api-tokens', { jwt, body: { name: 'last-used', description: 'lab check', type: 'read-only', lifespan: null } });
  assert(`a read-only token is created (${created.status}) without a last use (${created.json?.data?.lastUsedAt})`, created.status === 201 && created.json.data.lastUsedAt == null, created.text);
  const { id, accessKey } = created.json.data;

  const statuses = [];
  for (let call = 0; call < 3; call += 1) {
    const response = await fetch(`${lab.url}/api/articles`, { headers: { Authorization: `Bearer ${accessKey}` } });
    statuses.push(response.status);
  }
  assert(`the token is used three times on GET /api/articles (${statuses.join(', ')})`, statuses.every((status) => status === 200));

  const token = async () => (await adminRequest(lab.url, 'GET', `/api-tokens/${id}`, { jwt })).json?.data;
  const afterUse = await token();
  assert(`GET /admin/api-tokens/${id} after those uses: lastUsedAt is ${afterUse?.lastUsedAt}`, afterUse && afterUse.lastUsedAt == null, JSON.stringify(afterUse));
  const list = await adminRequest(lab.url, 'GET', '/api-tokens', { jwt });
  const listed = list.json?.data?.find((entry) => entry.id === id);
  assert(`the list the API Tokens page reads (GET /admin/api-tokens) has lastUsedAt ${listed?.lastUsedAt} for it`, listed && listed.lastUsedAt == null, list.text);

  // The code path that does update: a token whose date is already set and more than an hour old.
  const db = new Database(path.join(LAB_DIR, '.tmp', `scratch-${port}`, 'data.db'));
  const twoHoursAgo = Date.now() - 2 * HOUR;
  db.prepare('UPDATE strapi_api_tokens SET last_used_at = ? WHERE id = ?').run(twoHoursAgo, id);
  db.close();
  const seeded = await token();
  assert(`with last_used_at set two hours back in the database, the token reads ${seeded?.lastUsedAt}`, seeded && Math.abs(Date.parse(seeded.lastUsedAt) - twoHoursAgo) < 1000, JSON.stringify(seeded));
  const before = Date.now();
  await fetch(`${lab.url}/api/articles`, { headers: { Authorization: `Bearer ${accessKey}` } });
  const updated = await token();
  assert(`used once more, it gets the date of that use (${updated?.lastUsedAt})`, updated && Date.parse(updated.lastUsedAt) >= before - 1000, JSON.stringify(updated));
});
