import type { SearchResponse } from "algoliasearch/lite";
import { describe, expect, expectTypeOf, it } from "vitest";
import { extractRecords } from "../../../pipeline/search/records";
import { highlight, snippet } from "../../../search/highlight";
import { facetFilter, runQuery } from "../../../search/query";
import type { TreeNode } from "../../../core/tree";
import { handleSearchApi, MAX_REQUESTS } from "../../../workers/search-api";
import { engineFor } from "./memory-index";

const content: TreeNode = [
  "#",
  null,
  ["p", null, "Strapi lets you create an ", ["strong", null, "API token"], " for scripts."],
  ["h2", { id: "create-a-token" }, "Create a token", ["a", { className: "hash-link", href: "#create-a-token" }, "#"]],
  ["p", null, "Open the settings and click the button."],
  ["CodeBlock", { language: "bash" }, ["pre", null, ["code", null, "curl secret-code"]]],
  ["h3", { id: "token-types" }, "Token types"],
  ["ul", null, ["li", null, "Read-only tokens can only read."], ["li", null, ["p", null, "Full access tokens can write."]]],
  ["h2", { id: "other" }, "Other topic"],
  ["p", null, "Webhooks notify other applications when content changes."],
];

const records = extractRecords({ path: "/docs/tokens", title: "API tokens", description: "Tokens for scripts.", section: "Features", content });
const engine = await engineFor(records);
const tags = { pre: "<mark>", post: "</mark>" };

describe("record extraction", () => {
  it("makes a page record, heading records and content records with their hierarchy", () => {
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ["lvl1", "/docs/tokens", "Tokens for scripts."],
      ["content", "/docs/tokens", "Strapi lets you create an API token for scripts."],
      ["lvl2", "/docs/tokens#create-a-token", null],
      ["content", "/docs/tokens#create-a-token", "Open the settings and click the button."],
      ["lvl3", "/docs/tokens#token-types", null],
      ["content", "/docs/tokens#token-types", "Read-only tokens can only read."],
      ["content", "/docs/tokens#token-types", "Full access tokens can write."],
      ["lvl2", "/docs/tokens#other", null],
      ["content", "/docs/tokens#other", "Webhooks notify other applications when content changes."],
    ]);
    expect(records[5].hierarchy).toMatchObject({ lvl0: "Features", lvl1: "API tokens", lvl2: "Create a token", lvl3: "Token types", lvl4: null });
    expect(records.every((r) => r.language === "en" && r.objectID.startsWith("/docs/tokens#"))).toBe(true);
    expect(JSON.stringify(records)).not.toContain("secret-code");
  });
});

describe("engine", () => {
  const first = async (query: string) => (await engine.search(query)).hits[0].record;

  it("ranks title and heading matches above body text, supports prefixes and typos", async () => {
    expect((await first("api token")).type).not.toBe("content");
    expect((await first("webho")).content).toMatch(/^Webhooks/);
    expect((await first("webhoks")).content).toMatch(/^Webhooks/);
    expect(await engine.search("")).toEqual({ nbHits: 0, hits: [] });
  });

  it("filters by facets (AND of ORs): the shared language and tag, and the record type", async () => {
    const facets = { language: "en", docusaurus_tag: "docs-default-current", type: "content" };
    expect(facetFilter(["language:en", ["docusaurus_tag:x", "docusaurus_tag:docs-default-current"]])(facets)).toBe(true);
    expect(facetFilter(["language:fr"])(facets)).toBe(false);
    const headings = await engine.search("token", { filter: facetFilter(["type:lvl2"]) });
    expect(headings.hits.map((hit) => hit.record.type)).toEqual(["lvl2", "lvl2"]);
    expect((await engine.search("token", { filter: facetFilter(["language:fr"]) })).nbHits).toBe(0);
  });

  it("keeps one hit per section when asked (a heading and its text), shown with its text, ranked by its best record", async () => {
    const all = await engine.search("token");
    expect(all.hits.filter((hit) => hit.record.url === "/docs/tokens#token-types").length).toBeGreaterThan(1);
    const distinct = await engine.search("token", { distinctSections: true });
    const urls = distinct.hits.map((hit) => hit.record.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(distinct.nbHits).toBe(new Set(all.hits.map((hit) => hit.record.url)).size);
    const types = distinct.hits.find((hit) => hit.record.url === "/docs/tokens#token-types");
    expect(types?.record.type).toBe("content");
    expect(types?.score).toBe(Math.max(...all.hits.filter((hit) => hit.record.url === "/docs/tokens#token-types").map((hit) => hit.score)));
    // A heading that outranks its text is still shown by its text, which has a snippet.
    const created = (await engine.search("create")).hits.filter((hit) => hit.record.url === "/docs/tokens#create-a-token");
    expect(created.map((hit) => hit.record.type)).toEqual(["lvl2", "content"]);
    const [section] = (await engine.search("create", { distinctSections: true })).hits.filter((hit) => hit.record.url === "/docs/tokens#create-a-token");
    expect(section).toMatchObject({ score: created[0].score, record: { type: "content", content: "Open the settings and click the button." } });
    const page = await runQuery(engine, { query: "token", distinct: true, hitsPerPage: 20 });
    expect(page.nbHits).toBe(distinct.nbHits);
  });

  it("spells a word as the index does: one typo away, two swapped letters counting as one, else nothing", async () => {
    expect(await engine.spell("tokens")).toBe("tokens");
    expect(await engine.spell("tokns")).toBe("tokens");
    expect(await engine.spell("webhoks")).toBe("webhooks");
    expect(await engine.spell("applciations")).toBe("applications");
    expect(await engine.spell("stripe")).toBeUndefined();
    expect((await engine.frequencies(["tokens", "nothing-like-it"]))[1]).toBe(0);
  });
});

describe("highlighting and snippets", () => {
  it("escapes HTML, then marks matched words", () => {
    const value = highlight("Use <script> & API tokens", ["tokens"], ["api", "token"], tags);
    expect(value.value).toBe("Use &lt;script&gt; &amp; <mark>API</mark> <mark>tokens</mark>");
    expect(value.matchLevel).toBe("full");
    expect(highlight("nothing here", [], ["api"], tags).matchLevel).toBe("none");
  });

  it("crops to N words around the first match with the ellipsis", () => {
    const text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen webhook sixteen seventeen";
    const result = snippet(text, 5, ["webhook"], ["webhook"], tags, "…");
    expect(result.value).toBe("…thirteen fourteen <mark>webhook</mark> sixteen seventeen");
  });
});

describe("query answers", () => {
  it("answer in the shape DocSearch reads, truncating queries to 64 characters", async () => {
    const result = await runQuery(engine, {
      query: `token ${"x".repeat(100)}`,
      hitsPerPage: 2,
      attributesToSnippet: ["content:5"],
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    expect(result.query).toHaveLength(64);
    const answer = await runQuery(engine, {
      query: "token",
      hitsPerPage: 2,
      attributesToSnippet: ["content:5"],
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    expect(answer).toMatchObject({ page: 0, hitsPerPage: 2, query: "token", exhaustiveNbHits: true });
    expect(answer.nbPages).toBe(Math.ceil(answer.nbHits / 2));
    expect(answer.hits[0]._highlightResult.hierarchy.lvl1.value).toContain("<mark>");
    expect(answer.queryID).toMatch(/^q/);
  });

  it("match the algoliasearch client's response type", () => {
    expectTypeOf(runQuery(engine, { query: "token" })).resolves.toMatchTypeOf<SearchResponse<Record<string, unknown>>>();
  });

  it("never lets request tags inject markup", async () => {
    const answer = await runQuery(engine, {
      query: "token",
      highlightPreTag: "<img src=x onerror=alert(1)>",
      snippetEllipsisText: "<b>",
      attributesToSnippet: ["content:3"],
    });
    expect(JSON.stringify(answer)).not.toContain("onerror");
    expect(JSON.stringify(answer)).not.toContain("<b>");
  });
});

describe("search API", () => {
  const api = (
    body: string,
    { method = "POST", query = "?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only", path = "/1/indexes/*/queries" } = {},
  ) => handleSearchApi(new Request(`https://docs.test${path}${query}`, { method, body: method === "GET" ? undefined : body }), async () => engine);
  const request = (extra: object = {}) => JSON.stringify({ requests: [{ indexName: "strapiDocsv5beta", query: "token", ...extra }] });

  it("answers a multi-query with results", async () => {
    const response = await api(request());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { nbHits: number }[] };
    expect(body.results[0].nbHits).toBeGreaterThan(0);
  });

  it("accepts params as a URL-encoded string and single-index queries", async () => {
    const response = await api(JSON.stringify({ requests: [{ indexName: "strapiDocsv5beta", params: "query=token&hitsPerPage=1" }] }));
    expect(((await response.json()) as { results: { hits: unknown[] }[] }).results[0].hits).toHaveLength(1);
    const single = await api(JSON.stringify({ query: "token" }), { path: "/1/indexes/strapiDocsv5beta/query" });
    expect(((await single.json()) as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it.each([
    ["wrong credentials", () => api(request(), { query: "?x-algolia-application-id=X&x-algolia-api-key=Y" }), 403],
    ["malformed JSON", () => api("{nope"), 400],
    ["a body that is not an object", () => api("42"), 400],
    ["requests that are not a list", () => api(JSON.stringify({ requests: "x" })), 400],
    ["too many requests", () => api(JSON.stringify({ requests: Array.from({ length: MAX_REQUESTS + 1 }, () => ({ indexName: "strapiDocsv5beta" })) })), 400],
    ["an unknown index", () => api(JSON.stringify({ requests: [{ indexName: "other" }] })), 404],
    ["a body over the limit", () => api(JSON.stringify({ requests: [], pad: "x".repeat(70_000) })), 413],
    ["a wrong method", () => api("", { method: "GET" }), 405],
    ["an unknown API path", () => api(request(), { path: "/1/keys" }), 404],
  ])("answers %s with an Algolia-style 4xx", async (_name, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; status: number };
    expect(body.status).toBe(status);
    expect(typeof body.message).toBe("string");
  });
});
