// Backs content/dev-docs/data-management/transfer.mdx ("Before you transfer"): the remote project may run
// with `strapi develop`. A push into a copy of the lab project run with `strapi develop` succeeds, the
// destination holds the pushed content, and it still answers afterwards (no restart: a transfer writes
// only the database and the uploads folder, which the develop file watcher ignores).
import fs from 'node:fs';
import { startScratchLab } from '../scripts/lab.mjs';
import { startDevelopCopy } from './develop-copy.mjs';
import { adminLogin, adminRequest, assert, createTransferToken, runCheck, scratchProjectEnv, startLabs, strapiCli } from './lib/check.mjs';
import { createMarker, findMarker } from './lib/marker.mjs';

const MARKER = 'Pushed into a develop server';

await runCheck(async (cleanup) => {
  const [source, develop] = await startLabs(cleanup, startScratchLab, () => startDevelopCopy());
  const env = scratchProjectEnv(source);
  const info = await adminRequest(develop.url, 'GET', '/information', { jwt: await adminLogin(develop.url) });
  assert('the copy runs under strapi develop (autoReload: true)', info.json?.data?.autoReload === true, info.text);

  await createMarker(source.url, MARKER);
  const push = await createTransferToken(develop.url, await adminLogin(develop.url), 'check push', ['push']);
  const pushed = await strapiCli(['transfer', '--to', `${develop.url}/admin`, '--to-token', push.accessKey, '--force'], { env });
  assert('a push into a destination run with strapi develop succeeds', pushed.code === 0 && pushed.output.includes('Transfer process has been completed successfully!'), pushed.output);
  const categories = await findMarker(develop.url, MARKER);
  assert('… the develop server holds the pushed content and still answers', categories.data?.length === 1, JSON.stringify(categories));
  const log = fs.readFileSync(develop.logFile, 'utf8');
  assert('… and its file watcher saw no change (no restart)', !/File (created|changed|deleted)/.test(log), log.match(/File (created|changed|deleted).*/g)?.join('\n'));
});
