// content/dev-docs/api/graphql.mdx (Filter results: the `contains` and `containsi` rows of the operator table), on a
// seeded scratch lab, which runs on SQLite:
// - `contains` with a lowercase part of a name written with capitals ("sushi" for "Sakura Sushi") matches: SQLite's
//   LIKE ignores the case of ASCII letters, so on SQLite `contains` does not respect case;
// - `containsi` matches as well;
// - `eq` still compares with case ("sakura sushi" finds nothing), so the case-insensitivity is LIKE's, not the API's.
// The PostgreSQL side of the row stays a cited line of the 5.8.1 code: `$contains` is a plain LIKE
// (@strapi/database dist/index.js:4185), which respects case on PostgreSQL; `$containsi` lowers both sides (4193).
import { credentials, startScratchLab } from '../scripts/lab.mjs';
import { freePort } from './free-port.mjs';
import { assert, runCheck } from './lib/check.mjs';

await runCheck(async (cleanup) => {
  const lab = await startScratchLab({ port: await freePort() });
  cleanup(() => lab.stop());
  const token = credentials().apiTokens.fullAccess.accessKey;

  /** The names of the restaurants `filter` (a GraphQL input object, as text) selects. */
  async function names(filter) {
    const response = await fetch(`${lab.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ restaurants(filters: { name: ${filter} }) { name } }` }),
    });
    const body = await response.json();
    if (response.status !== 200 || body.errors) throw new Error(`${filter}: ${response.status} ${JSON.stringify(body.errors)}`);
    return body.data.restaurants.map((restaurant) => restaurant.name);
  }

  const contains = await names('{ contains: "sushi" }');
  assert(`contains: "sushi" on SQLite matches ${JSON.stringify(contains)}`, contains.length === 1 && contains[0] === 'Sakura Sushi');
  const upper = await names('{ contains: "SUSHI" }');
  assert(`contains: "SUSHI" matches ${JSON.stringify(upper)}`, upper.length === 1 && upper[0] === 'Sakura Sushi');
  const containsi = await names('{ containsi: "sushi" }');
  assert(`containsi: "sushi" matches ${JSON.stringify(containsi)}`, containsi.length === 1 && containsi[0] === 'Sakura Sushi');
  const eq = await names('{ eq: "sakura sushi" }');
  assert(`eq: "sakura sushi" matches nothing (${JSON.stringify(eq)}): equality keeps the case`, eq.length === 0);
});
