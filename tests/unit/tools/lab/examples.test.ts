// Every example marked <ApiCall verify> must be recorded as passed against the lab, with the Strapi
// version the lab pins. Offline: it reads content/ and content/verified-examples.json only.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHttp } from "../../../../core/api-request";
import { compareResponse } from "../../../../core/response-compare";
import { extractExamples, silentExcerpts, writesData } from "../../../../tools/lab/examples";
import { collectExamples, labStrapiVersion, mergeRecords, readRecords, RECORDS_FILE, unverifiedExamples, type ExampleRecords } from "../../../../tools/lab/records";
import { makeContent, page } from "../../helpers";

const root = resolve(import.meta.dirname, "../../../..");
const fence = "```";

const example = (name: string) =>
  [
    "Some text.",
    "",
    "<ApiCall verify>",
    '<Request title="One restaurant">',
    "",
    `${fence}http\nGET /api/restaurants/f5rf3ys0vjqcbc31s75e7xl7?fields[0]=name\n${fence}`,
    "",
    "</Request>",
    '<Response title="200 OK">',
    "",
    `${fence}json\n{ "data": { "id": 2, "documentId": "f5rf3ys0vjqcbc31s75e7xl7", "name": "${name}" }, "meta": {} }\n${fence}`,
    "",
    "</Response>",
    "</ApiCall>",
  ].join("\n");

describe("verified examples", () => {
  it("every marked example in content/ passed against the lab (run `npm run lab:verify` after editing one)", () => {
    const examples = collectExamples(root);
    expect(examples.length).toBeGreaterThan(0);
    const problems = unverifiedExamples(examples, readRecords(join(root, RECORDS_FILE)), labStrapiVersion(root));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("fails on an edited example, naming the file, the line and the command", () => {
    const dir = makeContent({ "content/guide.mdx": page("Guide", example("Biscotte Restaurant")) });
    const [original] = collectExamples(dir);
    expect(original).toMatchObject({ file: "content/guide.mdx", line: 8, mode: "exact" });
    const records: ExampleRecords = { [original.key]: { strapi: "5.1.1", result: "passed", date: "2025-01-14" } };
    expect(unverifiedExamples([original], records, "5.1.1")).toEqual([]);

    const edited = makeContent({ "content/guide.mdx": page("Guide", example("Biscotte")) });
    const [changed] = collectExamples(edited);
    expect(changed.key).not.toBe(original.key);
    const problems = unverifiedExamples([changed], records, "5.1.1");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/guide\.mdx:8: .*`npm run lab:verify`/);
    // The edited example's stale record is dropped when the records are written again.
    expect(mergeRecords([changed], records, {})).toEqual({});
  });

  it("a failed record, or one made with another Strapi version, does not count", () => {
    const [one] = extractExamples("content/guide.mdx", page("Guide", example("Biscotte Restaurant")));
    expect(unverifiedExamples([one], { [one.key]: { strapi: "5.1.1", result: "failed", date: "2025-01-14" } }, "5.1.1")[0]).toMatch(/failed against the lab/);
    expect(unverifiedExamples([one], { [one.key]: { strapi: "5.0.0", result: "passed", date: "2025-01-14" } }, "5.1.1")[0]).toMatch(/verified with Strapi 5\.0\.0/);
  });

  it("a shortened example says what it leaves out in its Response title, one way everywhere", () => {
    const partial = (title: string) => extractExamples("content/guide.mdx", page("Guide", example("Biscotte Restaurant").replace("<ApiCall verify>", '<ApiCall verify="partial">').replace('title="200 OK"', `title="${title}"`)));
    expect(silentExcerpts(partial("200 OK"))).toEqual([expect.stringMatching(/^content\/guide\.mdx:\d+: this response is shortened/)]);
    expect(silentExcerpts(partial("200 OK (shortened: timestamps left out)"))).toEqual([]);
    const problems = silentExcerpts(collectExamples(root));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("the records file is sorted and names only existing examples", () => {
    const text = readFileSync(join(root, RECORDS_FILE), "utf8");
    const keys = Object.keys(JSON.parse(text) as object);
    expect(keys).toEqual([...keys].sort());
    const current = new Set(collectExamples(root).map((item) => item.key));
    expect(keys.filter((key) => !current.has(key))).toEqual([]);
  });
});

describe("example parsing", () => {
  it("reads the request line, headers and JSON body of an http block", () => {
    expect(parseHttp('POST http://localhost:1337/api/articles?locale=fr HTTP/1.1\nContent-Type: application/json\nAuthorization: Bearer <your-api-token>\n\n{ "data": { "title": "Hi" } }')).toEqual({
      kind: "http",
      method: "POST",
      target: "/api/articles?locale=fr",
      headers: { "content-type": "application/json", authorization: "Bearer <your-api-token>" },
      body: { data: { title: "Hi" } },
    });
    expect(() => parseHttp("Fetch the articles")).toThrow(/METHOD \/path\?query/);
  });

  it("reads GraphQL with variables, partial mode and the status, and knows which examples write", () => {
    const body = [
      '<ApiCall verify="partial">',
      "<Request>",
      "",
      `${fence}graphql\nmutation Create($data: ArticleInput!) { createArticle(data: $data) { title } }\n${fence}`,
      "",
      `${fence}json\n{ "data": { "title": "Hi" } }\n${fence}`,
      "",
      "</Request>",
      '<Response title="201 Created">',
      "",
      `${fence}json\n{ "data": { "createArticle": { "title": "Hi" } } }\n${fence}`,
      "",
      "</Response>",
      "</ApiCall>",
    ].join("\n");
    const [parsed] = extractExamples("content/x.mdx", body);
    expect(parsed).toMatchObject({ mode: "partial", request: { kind: "graphql", variables: { data: { title: "Hi" } } }, response: { status: 201 } });
    expect(writesData(parsed)).toBe(true);
    expect(writesData({ ...parsed, request: { kind: "graphql", query: 'mutation { login(input: { identifier: "a", password: "b" }) { jwt } }' } })).toBe(false);
    expect(writesData({ ...parsed, request: parseHttp("POST /api/auth/local") })).toBe(false);
    expect(writesData({ ...parsed, request: parseHttp("GET /api/articles") })).toBe(false);
  });

  it("names the line of a malformed marked example", () => {
    expect(() => extractExamples("content/x.mdx", "\n<ApiCall verify>\n<Request>\n\n```js\nfetch()\n```\n\n</Request>\n<Response>\n\n```json\n{}\n```\n\n</Response>\n</ApiCall>")).toThrow(/^content\/x\.mdx:3: .*```http or ```graphql/);
  });
});

describe("response comparison", () => {
  const real = { data: [{ id: 3, documentId: "abc", name: "A", createdAt: "2026-01-01T00:00:00.000Z", publishedAt: null }, { id: 4, documentId: "def", name: "B", createdAt: "x", publishedAt: null }], meta: {} };

  it("matches loose fields by type only, and everything else exactly", () => {
    const documented = { data: [{ id: 1, documentId: "zzz", name: "A", createdAt: "2025-01-14T09:00:00.000Z", publishedAt: null }, { id: 9, documentId: "yyy", name: "B", createdAt: "y", publishedAt: null }], meta: {} };
    expect(compareResponse(documented, real, "exact")).toEqual([]);
    const wrong = structuredClone(documented);
    wrong.data[0].name = "Z";
    (wrong.data[1] as Record<string, unknown>).publishedAt = "2025-01-14T09:00:00.000Z";
    expect(compareResponse(wrong, real, "exact").map((m) => m.path)).toEqual(["data[0].name", "data[1].publishedAt"]);
  });

  it("matches a file URL under /uploads/ by type, even when a query selected only the url", () => {
    const product = { data: { cover: { url: "/uploads/terrace_f698331251.jpg", width: 480 } } };
    expect(compareResponse({ data: { cover: { url: "/uploads/terrace_2bdeba89b3.jpg", width: 480 } } }, product, "exact")).toEqual([]);
    expect(compareResponse({ data: { cover: { url: "https://cdn.example.com/x.jpg", width: 480 } } }, { data: { cover: { url: "https://cdn.example.com/y.jpg", width: 480 } } }, "exact").map((m) => m.path)).toEqual(["data.cover.url"]);
  });

  it("in exact mode, a missing key or item is a mismatch; in partial mode, an excerpt is fine", () => {
    const excerpt = { data: [{ name: "A" }], meta: {} };
    expect(compareResponse(excerpt, real, "exact").map((m) => m.message)).toEqual([
      "documented 1 items, the product returns 2",
      'the product also returns "id", "documentId", "createdAt", "publishedAt": document them, or mark the example verify="partial"',
    ]);
    expect(compareResponse(excerpt, real, "partial")).toEqual([]);
    expect(compareResponse({ data: [{ name: "B" }] }, real, "partial")[0]).toMatchObject({ path: "data[0].name" });
    expect(compareResponse({ data: [], extra: 1 }, real, "partial")[0]).toMatchObject({ path: "extra", message: "documented, but the product does not return this key" });
  });

  it("media url, hash and name are loose only in media objects", () => {
    const media = { name: "a.jpg", hash: "a_123", mime: "image/jpeg", url: "/uploads/a_123.jpg" };
    expect(compareResponse({ cover: { name: "b.jpg", hash: "b", mime: "image/jpeg", url: "/uploads/b.jpg" } }, { cover: media }, "exact")).toEqual([]);
    expect(compareResponse({ name: "b" }, { name: "a" }, "exact")).toHaveLength(1);
  });
});
