// Backs content/dev-docs/api/rest/parameters.mdx ("Invalid parameters"),
// content/dev-docs/api/rest/interactive-query-builder.mdx ("Read the errors") and
// content/dev-docs/api/rest/filters-locale-publication.mdx (the note on unknown operators), on a fresh lab:
// - an unknown operator under a field (`filters[name][$foo]`, a misspelled `$contain`) answers 200 and its
//   condition is dropped: the same documents as with no filter, with or without a token;
// - an unknown key at the root of `filters` (`filters[$foo]`) answers 400 ValidationError "Invalid key $foo";
// - `$eqi` is an operator: case-insensitive equality.
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const token = credentials().apiTokens.fullAccess.accessKey;

  /** GET /api/restaurants with this query string: its status and body. */
  async function restaurants(query, headers = {}) {
    const response = await fetch(`${lab.url}/api/restaurants?fields[0]=name&${query}`, { headers });
    return { status: response.status, body: await response.json() };
  }
  const names = (result) => result.body.data?.map((restaurant) => restaurant.name).join(', ');

  const all = await restaurants('');
  const typo = await restaurants('filters[name][$foo]=Sakura%20Sushi');
  assert(`filters[name][$foo]: ${typo.status}, the ${typo.body.data?.length} restaurants of an unfiltered list (${names(typo)})`, typo.status === 200 && names(typo) === names(all) && all.body.data.length > 1);
  const typoWithToken = await restaurants('filters[name][$foo]=Sakura%20Sushi', { Authorization: `Bearer ${token}` });
  assert(`the same with the full-access token: ${typoWithToken.status}, ${typoWithToken.body.data?.length} restaurants`, typoWithToken.status === 200 && names(typoWithToken) === names(all));

  const misspelled = await restaurants('filters[name][$contain]=Sushi');
  assert(`filters[name][$contain]=Sushi: ${misspelled.status}, ${misspelled.body.data?.length} restaurants, the unfiltered list`, misspelled.status === 200 && names(misspelled) === names(all));

  const rootKey = await restaurants('filters[$foo]=x');
  const error = rootKey.body.error ?? {};
  assert(`filters[$foo]: ${rootKey.status} ${error.name} "${error.message}"`, rootKey.status === 400 && error.name === 'ValidationError' && error.message === 'Invalid key $foo');

  const eqi = await restaurants('filters[name][$eqi]=sakura%20SUSHI');
  assert(`filters[name][$eqi]=sakura SUSHI: ${eqi.status}, ${names(eqi)}`, eqi.status === 200 && names(eqi) === 'Sakura Sushi');
});
