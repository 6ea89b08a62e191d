// Backs content/dev-docs/migration/v4-to-v5/breaking-changes/no-shared-population-strategy-components-dynamic-zones.mdx
// ("Notes", What fails) and content/dev-docs/migration/v4-to-v5/breaking-changes/no-locale-all.mdx
// ("Breaking change description", Strapi 5: `locale=*`), on a fresh lab whose restaurants have a `menu` dynamic zone:
// - a v4-style `populate[menu][populate]=name` answers 500 InternalServerError "Internal Server Error", no detail;
//   the server log has "Invalid nested population query detected…";
// - `populate[menu][fields][0]=name` answers the same 500; the log has "Invalid nested populate for restaurant.menu
//   (api::restaurant.restaurant)…", naming the attribute and the content-type;
// - `populate[menu][populate]=*` answers 200;
// - `GET /api/restaurants?locale=*` lists the entries of every locale (those of locale=en plus those of locale=fr),
//   and its meta.pagination has total 0 and pageCount 0, where locale=en has the real totals.
import fs from 'node:fs';
import path from 'node:path';
import { LAB_DIR, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const port = await freePort();
  const lab = await startScratchLab({ port });
  cleanup(() => lab.stop());
  // spawnLab appends the server's output to lab/.tmp/lab-PORT.log.
  const logFile = path.join(LAB_DIR, '.tmp', `lab-${port}.log`);

  /** GET /api/restaurants?QUERY: status, body, and what the server logged meanwhile. */
  async function restaurants(query) {
    const logStart = fs.statSync(logFile).size;
    const response = await fetch(`${lab.url}/api/restaurants?${query}`);
    const body = await response.json();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = fs.readFileSync(logFile).subarray(logStart).toString('utf8');
    return { status: response.status, body, log };
  }
  const plainError = (result) => result.status === 500 && JSON.stringify(result.body) === JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } });

  const sharedPopulate = await restaurants('populate[menu][populate]=name');
  assert(`populate[menu][populate]=name: ${sharedPopulate.status} ${JSON.stringify(sharedPopulate.body.error)}`, plainError(sharedPopulate), JSON.stringify(sharedPopulate.body));
  assert('and the server log has "Invalid nested population query detected"', sharedPopulate.log.includes('Invalid nested population query detected.'), sharedPopulate.log);

  const fields = await restaurants('populate[menu][fields][0]=name');
  assert(`populate[menu][fields][0]=name: ${fields.status} ${JSON.stringify(fields.body.error)}`, plainError(fields), JSON.stringify(fields.body));
  assert('and the server log has "Invalid nested populate for restaurant.menu (api::restaurant.restaurant)"', fields.log.includes('Invalid nested populate for restaurant.menu (api::restaurant.restaurant).'), fields.log);

  const star = await restaurants('populate[menu][populate]=*');
  assert(`populate[menu][populate]=*: ${star.status}`, star.status === 200 && star.body.data.length > 0, JSON.stringify(star.body).slice(0, 500));

  const list = (query) => restaurants(`fields[0]=name&fields[1]=locale&${query}`);
  const [every, english, french] = await Promise.all([list('locale=*'), list('locale=en'), list('locale=fr')]);
  const ids = (result) => result.body.data.map((entry) => `${entry.locale}:${entry.documentId}`).sort();
  assert(
    `locale=*: ${every.status}, ${every.body.data?.length} entries = ${english.body.data?.length} in en + ${french.body.data?.length} in fr`,
    every.status === 200 && french.body.data.length > 0 && JSON.stringify(ids(every)) === JSON.stringify([...ids(english), ...ids(french)].sort()),
    JSON.stringify(every.body),
  );
  const pagination = every.body.meta.pagination;
  assert(`its meta.pagination is ${JSON.stringify(pagination)}: total and pageCount 0`, pagination.total === 0 && pagination.pageCount === 0);
  assert(`where locale=en counts its entries: ${JSON.stringify(english.body.meta.pagination)}`, english.body.meta.pagination.total === english.body.data.length);
});
