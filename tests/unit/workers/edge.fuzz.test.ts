// Property-based fuzzing of the edge: hostile paths, methods and bodies never produce a 5xx,
// a stack trace, unescaped input or an off-site redirect.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractRecords } from "../../../pipeline/search/records";
import { handleAskApi } from "../../../workers/ask-api";
import { handleEdgeRequest } from "../../../workers/edge";
import { RateLimiter } from "../../../workers/rate-limit";
import { handleSearchApi } from "../../../workers/search-api";
import { withSecurityHeaders } from "../../../workers/security-headers";
import { engineFor } from "../search/memory-index";

const RUNS = 5_000;
const records = extractRecords({
  path: "/a",
  title: "API tokens",
  description: "Tokens.",
  section: "S",
  content: ["p", null, "Create an API token for scripts."],
});
const engine = await engineFor(records);

const pageHtml = (path: string) => `<html><body>Page for ${path.replace(/[<>&"']/g, "")}</body></html>`;
const deps = {
  renderApp: async (request: Request) => new Response(pageHtml(new URL(request.url).pathname), { status: 404, headers: { "Content-Type": "text/html" } }),
  searchApi: (request: Request) => handleSearchApi(request, async () => engine),
  askApi: (request: Request) =>
    handleAskApi(request, { loadEngine: async () => engine, readBlocks: async () => undefined, glossary: {}, limiter: new RateLimiter(1_000_000, 60_000) }),
  assets: { fetch: async () => new Response("Not Found", { status: 404 }) },
};

const segment = fc.oneof(
  fc.constantFrom(
    "api",
    "ask",
    "..",
    ".",
    "%2e%2e",
    "%2E%2E/",
    "..%2f",
    "%252e%252e",
    "%",
    "%zz",
    "%c0%ae",
    "%00",
    "\\",
    "//evil.example",
    "/\\evil.example",
    "index.html",
    "x.html",
    "x.md",
    "x.data",
    "1",
    "indexes",
    "*",
    "queries",
    "search",
    "<script>",
    "%3Cscript%3E",
    "é",
    "🙂",
    "a".repeat(300),
  ),
  fc.string({ maxLength: 20 }),
);
const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join("/")}`);
const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "BREW");
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json(),
  fc.constant('{"requests":[{"indexName":"strapiDocsv5beta","query":"<img src=x onerror=alert(1)>"}]}'),
);

function requestFor(p: string, m: string, b: string): Request | null {
  let url: URL;
  try {
    url = new URL(`https://docs.test${p}?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only&q=${encodeURIComponent(b.slice(0, 50))}`);
  } catch {
    return null; // not a URL a client could send
  }
  return new Request(url, { method: m, body: m === "GET" || m === "HEAD" ? undefined : b });
}

async function check(response: Response, sent: string) {
  expect(response.status).toBeLessThan(500);
  const text = response.body ? await response.text() : "";
  expect(text).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|Error: /);
  if (sent.includes("<")) expect(text).not.toContain(sent.match(/<[^>]*>/)?.[0] ?? "\u0000");
  const location = response.headers.get("location");
  if (location && !/^https:\/\/(strapi\.io|[a-z0-9.-]*\.strapi\.io)\//.test(location)) expect(new URL(location).host).toBe("docs.test");
}

describe("edge fuzzing", () => {
  it(`survives ${RUNS} hostile requests`, async () => {
    await fc.assert(
      fc.asyncProperty(path, method, body, async (p, m, b) => {
        const request = requestFor(p, m, b);
        if (!request) return;
        await check(await withSecurityHeaders(await handleEdgeRequest(request, deps), new URL(request.url).pathname), b);
      }),
      { numRuns: RUNS },
    );
  });

  it(`answers ${RUNS} malformed search API bodies with Algolia-style 4xx or results`, async () => {
    const requestsBody = fc.oneof(
      body,
      fc
        .record({
          requests: fc.array(
            fc.record({
              indexName: fc.oneof(fc.constant("strapiDocsv5beta"), fc.string()),
              query: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
              hitsPerPage: fc.oneof(fc.integer(), fc.string()),
              page: fc.anything(),
              facetFilters: fc.anything(),
              attributesToSnippet: fc.anything(),
              highlightPreTag: fc.string(),
            }),
            { maxLength: 60 },
          ),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(requestsBody, async (b) => {
        const response = await handleSearchApi(
          new Request("https://docs.test/1/indexes/*/queries?x-algolia-application-id=STRAPIDOCS&x-algolia-api-key=offline-search-only", {
            method: "POST",
            body: b,
          }),
          async () => engine,
        );
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { message?: string; status?: number; results?: unknown[] };
        if (response.status >= 400) expect(answer).toMatchObject({ status: response.status, message: expect.any(String) });
        else expect(Array.isArray(answer.results)).toBe(true);
        // Queries are echoed as Algolia does, inside JSON only: never a type a browser would render.
        expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      }),
      { numRuns: RUNS },
    );
  });
});
