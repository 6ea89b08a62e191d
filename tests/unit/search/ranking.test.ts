// The sharded engine ranks exactly as the MiniSearch engine it replaces: same hits, same scores,
// for exact, prefix, typo-tolerant and any-word queries. MiniSearch itself is the reference.
import fc from "fast-check";
import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { extractRecords } from "../../../pipeline/search/records";
import type { TreeNode } from "../../../core/tree";
import { FIELDS } from "../../../search/index-files";
import { indexedFields } from "../../../search/terms";
import type { SearchRecord } from "../../../search/types";
import { engineFor, indexFiles } from "./memory-index";

const WORDS = (
  "token tokens tokenize api apis application webhook webhooks content contents contentful type types typed " +
  "plugin plugins middleware policy policies controller service services route routes schema field fields relation " +
  "component components media release releases workflow role roles permission permissions admin panel deploy deployment"
).split(" ");

/** A deterministic site: pages of headings and paragraphs drawn from WORDS, with their prefixes and near-typos. */
function corpus(pages: number): SearchRecord[] {
  let seed = 1;
  const random = (n: number) => ((seed = (seed * 48_271) % 2_147_483_647), seed % n);
  const words = (n: number) => Array.from({ length: n }, () => WORDS[random(WORDS.length)]).join(" ");
  return Array.from({ length: pages }, (_, page) => {
    const content: TreeNode = ["#", null];
    for (let h = 0; h < 3; h++) {
      content.push([`h${2 + random(2)}`, { id: `h-${h}` }, words(1 + random(3))]);
      for (let p = 0; p < 1 + random(3); p++) content.push(["p", null, words(3 + random(25))]);
    }
    return extractRecords({ path: `/p${page}`, title: words(1 + random(3)), description: words(random(8)), section: "S", content });
  }).flat();
}

const BOOST = { title: 8, headings: 3, pageTitle: 1.5, content: 1 };
const LEVEL_BONUS: Record<string, number> = { lvl1: 2, lvl2: 1.4, content: 1 };

/** The engine this one replaces: one MiniSearch index of every record, searched in three passes. */
function referenceSearch(records: SearchRecord[]) {
  const index = new MiniSearch<Record<string, string | number>>({ fields: [...FIELDS], storeFields: [], idField: "id" });
  index.addAll(records.map((record, id) => ({ id, ...indexedFields(record) })));
  return (query: string) => {
    const run = (combineWith: "AND" | "OR", fuzzy: boolean) =>
      index.search(query, {
        boost: BOOST,
        prefix: (term, i, terms) => i === terms.length - 1 || term.length > 3,
        fuzzy: fuzzy ? (term) => (term.length > 3 ? 0.25 : false) : false,
        combineWith,
      });
    let results = run("AND", false);
    if (results.length < 5) results = run("AND", true);
    if (results.length === 0) results = run("OR", true);
    return new Map(
      results.map((result) => [
        result.id as number,
        { score: result.score * (LEVEL_BONUS[records[result.id as number].type] ?? 1.15), terms: result.terms.sort() },
      ]),
    );
  };
}

const records = corpus(60);
const reference = referenceSearch(records);
// Tiny files: the index comes in many term shards and record chunks.
const engine = await engineFor(records, indexFiles(records, { termShard: 300, recordChunk: 2_000 }));

async function expectSameRanking(query: string) {
  const expected = reference(query);
  const { nbHits, hits } = await engine.search(query);
  expect(nbHits).toBe(expected.size);
  hits.forEach((hit, i) => {
    const want = expected.get(hit.id);
    expect(want, `${query}: hit ${hit.id}`).toBeDefined();
    expect(hit.score).toBeCloseTo(want?.score ?? NaN, 9);
    expect(hit.terms.sort()).toEqual(want?.terms);
    if (i > 0) expect(hit.score).toBeLessThanOrEqual(hits[i - 1].score);
  });
}

describe("ranking", () => {
  it.each([
    "token",
    "tok",
    "api token",
    "tokne",
    "webhok deploy",
    "contentful typ",
    "permission role admin",
    "to to",
    "to api to",
    "token api tokens token",
    "relation zzzz",
    "Plugins, MIDDLEWARE!",
    "x",
    "?!",
  ])("matches MiniSearch for %j", (query) => expectSameRanking(query));

  it("gives concurrent queries their own ranking (the scorer's arrays are shared)", async () => {
    const queries = ["token", "webhok deploy", "api", "permission role", "contentful typ", "release"];
    const fresh = await engineFor(records, indexFiles(records, { termShard: 300, recordChunk: 2_000 }));
    const together = await Promise.all(queries.map((query) => fresh.search(query, { limit: 10 })));
    for (const [i, query] of queries.entries()) expect(together[i]).toEqual(await engine.search(query, { limit: 10 }));
  });

  it("matches MiniSearch for queries as readers type them, typos included", async () => {
    const typed = fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }), fc.nat(), fc.boolean()).map(([words, cut, typo]) => {
      const last = words.length - 1;
      words[last] = words[last].slice(0, 1 + (cut % words[last].length));
      if (typo && words[0].length > 3) words[0] = words[0].slice(0, 1) + words[0][2] + words[0][1] + words[0].slice(3);
      return words.join(" ");
    });
    await fc.assert(fc.asyncProperty(typed, expectSameRanking), { numRuns: 200 });
  });
});
