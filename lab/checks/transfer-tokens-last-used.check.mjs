// content/user-docs/settings/transfer-tokens.mdx (Manage existing tokens: the Last used column stays empty in
// 5.8.1, the server never records the use of a transfer token), by pushing data between two scratch labs:
// - a new Push token has no lastUsedAt; after a successful `strapi transfer --to … --to-token …` push with it,
//   GET /admin/transfer/tokens/:id and the list the Transfer Tokens page reads still have lastUsedAt null
//   (differenceInHours(now, parseISO(null)) is NaN, so the update in the transfer token strategy,
//   @strapi/admin dist/server/index.js:1221-1227, never runs);
// - even with its last_used_at set two hours back in the database, a second push leaves the transfer token's
//   date as it was: that update writes to admin::api-token, so the API token with the same id gets the date.
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { adminLogin, adminRequest, assert, createTransferToken, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';
import { freePort } from './free-port.mjs';

const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');
const HOUR = 3_600_000;

await runCheck(async (cleanup) => {
  const startOnFreePort = async () => startScratchLab({ port: await freePort() });
  const [source, destination] = await startLabs(cleanup, startOnFreePort, startOnFreePort);
  const jwt = await adminLogin(destination.url);
  const push = await createTransferToken(destination.url, jwt, 'last used check', ['push']);
  const transferToken = async () => (await adminRequest(destination.url, 'GET', `/transfer/tokens/${push.id}`, { jwt })).json?.data;
  const apiToken = async () => (await adminRequest(destination.url, 'GET', `/api-tokens/${push.id}`, { jwt })).json?.data;

  const fresh = await transferToken();
  assert(`a new Push token has lastUsedAt ${fresh?.lastUsedAt}`, fresh && fresh.lastUsedAt == null, JSON.stringify(fresh));

  const transfer = () => strapiCli(['transfer', '--to', `${destination.url}/admin`, '--to-token', push.accessKey, '--force'], { env: scratchProjectEnv(source) });
  const first = await transfer();
  assert('a push with that token succeeds', first.code === 0 && first.output.includes('Transfer process has been completed successfully!'), first.output);
  const afterPush = await transferToken();
  assert(`GET /admin/transfer/tokens/${push.id} after the push: lastUsedAt is ${afterPush?.lastUsedAt}`, afterPush && afterPush.lastUsedAt == null, JSON.stringify(afterPush));
  const list = await adminRequest(destination.url, 'GET', '/transfer/tokens', { jwt });
  const listed = list.json?.data?.find((entry) => entry.id === push.id);
  assert(`the list the Transfer Tokens page reads (GET /admin/transfer/tokens) has lastUsedAt ${listed?.lastUsedAt} for it`, listed && listed.lastUsedAt == null, list.text);

  // The branch that does write a date: a token whose date is set and more than an hour old.
  const twoHoursAgo = Date.now() - 2 * HOUR;
  const db = new Database(path.join(LAB_DIR, scratchProjectEnv(destination).DATABASE_FILENAME));
  db.prepare('UPDATE strapi_transfer_tokens SET last_used_at = ? WHERE id = ?').run(twoHoursAgo, push.id);
  db.close();
  const sameIdBefore = await apiToken();
  const before = Date.now();
  const second = await transfer();
  assert('with last_used_at set two hours back in the database, a second push succeeds', second.code === 0 && second.output.includes('Transfer process has been completed successfully!'), second.output);
  const afterSecond = await transferToken();
  assert(`… and the transfer token keeps that date (${afterSecond?.lastUsedAt})`, afterSecond && Math.abs(Date.parse(afterSecond.lastUsedAt) - twoHoursAgo) < 1000, JSON.stringify(afterSecond));
  const sameIdAfter = await apiToken();
  assert(
    `the API token with the same id (${sameIdAfter?.name}) gets the date instead (${sameIdBefore?.lastUsedAt} before, ${sameIdAfter?.lastUsedAt} after)`,
    sameIdBefore && sameIdBefore.lastUsedAt == null && sameIdAfter && Date.parse(sameIdAfter.lastUsedAt) >= before - 1000,
    JSON.stringify({ sameIdBefore, sameIdAfter }),
  );
});
