import { expect, test } from "@playwright/test";

// The local preview must answer every request itself, whatever the method: wrangler dev 4.86 on
// Node 20 answered some concurrent non-GET requests with "503 Your worker restarted mid-request".
const ROUNDS = 10;
const AT_ONCE = 40;
const searchApi = "/1/indexes/*/queries?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only";
const searchBody = JSON.stringify({ requests: [{ indexName: "strapiDocsv5beta", params: "query=webhooks&hitsPerPage=5" }] });

async function statusesOf(send: () => Promise<{ status(): number }>) {
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, send));
    statuses.push(...responses.map((response) => response.status()));
  }
  return statuses;
}

test(`${AT_ONCE} concurrent search API POSTs, ${ROUNDS} times, all get our answer`, async ({ request }) => {
  const statuses = await statusesOf(() => request.post(searchApi, { headers: { "content-type": "text/plain" }, data: searchBody }));
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});

test(`${AT_ONCE} concurrent PATCH requests on a page, ${ROUNDS} times, all get our 405`, async ({ request }) => {
  const statuses = await statusesOf(() => request.patch("/user-docs/content-manager/writing-content", { data: "{}" }));
  expect(statuses.filter((status) => status !== 405)).toEqual([]);
});
