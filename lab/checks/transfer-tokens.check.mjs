// Backs content/dev-docs/data-management/transfer.mdx, by pushing data between two scratch labs:
// - a push with a Push token and --force copies the local project's content to the remote one and reports success;
// - a token the remote does not know ends in "Failed to initialize the connection: Authentication Error",
//   from the 401 of the transfer route, which a deleted or an expired token gets too;
// - a Pull token used with --to ends in "… Authorization Error" (HTTP 403): only the wrong type gives it;
// - with neither --to nor --from, the command stops with "Exactly one remote source (from) or destination (to) option must be provided".
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { adminLogin, assert, createTransferToken, deleteTransferToken, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';
import { createMarker, findMarker } from './lib/marker.mjs';

const Database = createRequire(path.join(LAB_DIR, 'package.json'))('better-sqlite3');
const MARKER = 'Pushed by the transfer check';

await runCheck(async (cleanup) => {
  const [source, destination] = await startLabs(cleanup, startScratchLab, startScratchLab);
  // Something only the source holds, to find on the destination after the push.
  await createMarker(source.url, MARKER);

  const jwt = await adminLogin(destination.url);
  const push = await createTransferToken(destination.url, jwt, 'check push', ['push']);
  const pull = await createTransferToken(destination.url, jwt, 'check pull', ['pull']);
  const deleted = await createTransferToken(destination.url, jwt, 'check deleted', ['push']);
  await deleteTransferToken(destination.url, jwt, deleted.id);
  const expired = await createTransferToken(destination.url, jwt, 'check expired', ['push']);
  // No API makes a token expire now: move its expiry date into the past, as time would.
  const db = new Database(path.join(LAB_DIR, scratchProjectEnv(destination).DATABASE_FILENAME));
  db.prepare('UPDATE strapi_transfer_tokens SET expires_at = ? WHERE id = ?').run(Date.now() - 60_000, expired.id);
  db.close();

  const env = scratchProjectEnv(source);
  const to = `${destination.url}/admin`;
  const transfer = (token) => strapiCli(['transfer', '--to', to, '--to-token', token, '--force'], { env });

  const ok = await transfer(push.accessKey);
  assert('a push with a Push token and --force succeeds', ok.code === 0 && ok.output.includes('Transfer process has been completed successfully!'), ok.output);
  const categories = await findMarker(destination.url, MARKER);
  assert('the destination now holds the content only the source had', categories.data?.length === 1, JSON.stringify(categories));

  const unknown = await transfer('not-a-transfer-token');
  assert('a token the remote does not know: the push fails with "[FATAL] Failed to initialize the connection: Authentication Error"', unknown.code === 1 && unknown.output.includes('[FATAL] Failed to initialize the connection: Authentication Error'), unknown.output);
  const wrongType = await transfer(pull.accessKey);
  assert('a Pull token used with --to: the push fails with "Failed to initialize the connection: Authorization Error"', wrongType.code === 1 && wrongType.output.includes('Failed to initialize the connection: Authorization Error'), wrongType.output);

  // The statuses behind the two messages, on the route the push connects to (the command turns 401
  // into "Authentication Error" and 403 into "Authorization Error": connectToWebsocket in @strapi/data-transfer).
  const runner = (token) => fetch(`${destination.url}/admin/transfer/runner/push`, { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.status);
  assert('the push route answers 401 to a token it does not know', (await runner('not-a-transfer-token')) === 401);
  assert('the push route answers 401 to a deleted token', (await runner(deleted.accessKey)) === 401);
  assert('the push route answers 401 to an expired token', (await runner(expired.accessKey)) === 401);
  assert('the push route answers 403 to a Pull token', (await runner(pull.accessKey)) === 403);

  const neither = await strapiCli(['transfer', '--force'], { env });
  assert('without --to or --from, the command names the rule', neither.code !== 0 && neither.output.includes('Exactly one remote source (from) or destination (to) option must be provided'), neither.output);
});
