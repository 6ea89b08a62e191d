// content/dev-docs/api/rest/sort-pagination.mdx (the paragraph under the pagination parameters table: values
// below 1, `pagination[limit]=-1`), on the lab's seeded restaurants, in two project copies:
// - with the lab's config/api (defaultLimit 25, maxLimit 100), `pagination[limit]=-1` returns one restaurant
//   (meta.pagination.limit 1) out of several, like `pagination[limit]=0`;
// - with defaultLimit 2 and no maxLimit, `pagination[limit]=-1` still returns one.
// Why: the query string gives the string "-1", and the "no limit" branch of @strapi/utils' pagination compares
// with the number -1 (dist/index.js:3070-3073), so the value is raised to 1 like any other below 1 (3062-3065).
// The same page's pagination table and its caution "Always send pageSize with page", with the lab's config/api:
// - without any pagination parameter, or with `pagination[pageSize]` alone, a page holds defaultLimit (25) documents;
// - with `pagination[page]` alone, the page size is 1: withDefaultPagination sets pageSize to
//   Math.max(1, args.pageSize ?? 0), not to the default (@strapi/utils dist/index.js:3093-3096);
// - with `pagination[start]` alone, `limit` is defaultLimit.
import { credentials } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';

const token = credentials().apiTokens.fullAccess.accessKey;
const apiConfig = (rest) => `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = ${JSON.stringify({ rest })};\n`;

/** Starts a copy with this config/api (the lab's when none is given) and returns, per query string, the number of restaurants and meta.pagination. */
async function restaurantsWith(cleanup, rest, queries) {
  const project = copyLabProject(rest ? { 'dist/config/api.js': apiConfig(rest) } : {});
  cleanup(async () => project.remove());
  const server = await project.start({ LAB_SEED: '1' });
  cleanup(() => server.stop());
  const results = {};
  for (const query of queries) {
    const body = await fetch(`${server.url}/api/restaurants?fields[0]=name&${query}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.json());
    results[query] = { count: body.data?.length, pagination: body.meta?.pagination };
  }
  await server.stop();
  return results;
}

const show = ({ count, pagination }) => `${count} restaurants, meta.pagination ${JSON.stringify(pagination)}`;

await runCheck(async (cleanup) => {
  try {
    const lab = await restaurantsWith(cleanup, null, ['pagination[limit]=-1', 'pagination[limit]=0', '', 'pagination[pageSize]=25', 'pagination[page]=1', 'pagination[start]=0']);
    const minusOne = lab['pagination[limit]=-1'];
    assert(`lab config (maxLimit 100): pagination[limit]=-1 returns one restaurant, not all ${minusOne.pagination?.total}: ${show(minusOne)}`, minusOne.count === 1 && minusOne.pagination?.limit === 1 && minusOne.pagination?.total > 1);
    const zero = lab['pagination[limit]=0'];
    assert(`lab config: pagination[limit]=0 returns one as well: ${show(zero)}`, zero.count === 1 && zero.pagination?.limit === 1);
    const total = lab[''].pagination?.total;
    assert(`lab config, no pagination parameter: ${show(lab[''])}`, lab[''].pagination?.pageSize === 25 && lab[''].count === total && total > 1);
    assert(`lab config, pagination[pageSize]=25 alone: ${show(lab['pagination[pageSize]=25'])}`, lab['pagination[pageSize]=25'].pagination?.pageSize === 25 && lab['pagination[pageSize]=25'].count === total);
    assert(`lab config, pagination[page]=1 alone: the page size falls to 1: ${show(lab['pagination[page]=1'])}`, lab['pagination[page]=1'].pagination?.pageSize === 1 && lab['pagination[page]=1'].count === 1);
    assert(`lab config, pagination[start]=0 alone: the limit is defaultLimit: ${show(lab['pagination[start]=0'])}`, lab['pagination[start]=0'].pagination?.limit === 25 && lab['pagination[start]=0'].count === total);

    const noMax = await restaurantsWith(cleanup, { defaultLimit: 2, withCount: true }, ['', 'pagination[limit]=-1']);
    assert(`defaultLimit 2, no maxLimit: without pagination, ${show(noMax[''])}`, noMax[''].count === 2);
    const unbounded = noMax['pagination[limit]=-1'];
    assert(`defaultLimit 2, no maxLimit: pagination[limit]=-1 still returns one: ${show(unbounded)}`, unbounded.count === 1 && unbounded.pagination?.total > 2);
  } catch (error) {
    assert('Strapi starts with each config/api', false, error.output ?? error.stack ?? error);
  }
});
