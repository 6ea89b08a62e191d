// The "Try it" panel's logic, without a browser or a lab: the request as edited and as sent or
// copied, the checks on the URL, the failures told apart, the explanations, and answers that a real
// Strapi gave (tests/fixtures/try-it/answers.json, recorded by record-answers.ts) compared with the
// documented responses as lab:verify compares them.
import { describe, expect, it, vi } from "vitest";
import { compareAnswer } from "../../../../../core/response-compare";
import { STRAPI_CONNECT_SOURCES } from "../../../../../core/strapi-connect";
import { urlProblem } from "../../../../../components/api-call/try-it/connection";
import { testConnection } from "../../../../../components/api-call/try-it/connection-test";
import {
  corsMiddlewareEntry,
  explainAnswer,
  explainFailure,
  forbiddenFields,
  restPermission,
  type RequestContext,
} from "../../../../../components/api-call/try-it/diagnose";
import { exampleFrom } from "../../../../../components/api-call/try-it/read-example";
import { copiedAuthorization, NO_CREDENTIALS, sentAuthorization } from "../../../../../components/api-call/try-it/credentials";
import {
  draftOf,
  wireRequest,
  type GraphqlDraft,
  type HttpDraft,
  type RequestDraft,
  type WireRequest,
} from "../../../../../components/api-call/try-it/request-draft";
import { send, type Answer } from "../../../../../components/api-call/try-it/send";
import { curlCommand, fetchSnippet } from "../../../../../components/api-call/try-it/snippets";
import { contentSecurityPolicy } from "../../../../../workers/security-headers";
import { exampleOf, recordedAnswers } from "../../../../fixtures/try-it/recordings";

const TOKEN = "tok-0123456789-secret";
const BASE = "http://localhost:1337";
const READER = { server: "your server", extraKeysAdvice: "" };

const httpExample = exampleFrom({
  language: "http",
  code: 'POST /api/restaurants?locale=fr\nHost: localhost:1337\nAuthorization: Bearer <your-api-token>\nContent-Length: 42\n\n{ "data": { "name": "Chez Nous" } }',
  responseTitle: "201 Created",
  responseText: '{ "data": { "id": 1, "name": "Chez Nous" } }',
  verify: "partial",
});

const MINE = { ...NO_CREDENTIALS, "api-token": TOKEN };
const COPY = copiedAuthorization("api-token", MINE, false);

function wired(draft: RequestDraft, authorization: string | undefined): WireRequest {
  const result = wireRequest(draft, BASE, authorization);
  if ("problem" in result) throw new Error(result.problem);
  return result.request;
}

describe("the request", () => {
  it("is read from an example's code: method, path, headers, body; the documented status, JSON and mode", () => {
    expect(httpExample).toMatchObject({
      title: "POST /api/restaurants?locale=fr",
      request: { kind: "http", method: "POST", target: "/api/restaurants?locale=fr" },
      documented: { status: 201, mode: "partial", json: { data: { id: 1, name: "Chez Nous" } } },
      verified: true,
    });
    const graphql = exampleFrom({
      title: "One",
      language: "graphql",
      code: "query One($id: ID!) { restaurant(documentId: $id) { name } }",
      variables: '{ "id": "abc" }',
      responseText: "{ data: ... }",
    });
    expect(graphql).toMatchObject({ title: "One", request: { kind: "graphql", variables: { id: "abc" } }, documented: undefined, verified: false });
  });

  it("sends the reader's token in place of the placeholder, or no Authorization header without one; the browser's own headers are left out", () => {
    const draft = draftOf(httpExample.request);
    expect(draft).toMatchObject({
      headers: "Host: localhost:1337\nAuthorization: Bearer <your-api-token>\nContent-Length: 42",
      body: '{\n  "data": {\n    "name": "Chez Nous"\n  }\n}',
    });
    expect(wired(draft, sentAuthorization("api-token", MINE))).toEqual({
      method: "POST",
      url: "http://localhost:1337/api/restaurants?locale=fr",
      headers: [
        ["Authorization", `Bearer ${TOKEN}`],
        ["Content-Type", "application/json"],
      ],
      body: draft.kind === "http" ? draft.body : "",
    });
    expect(wired(draft, undefined).headers).toEqual([["Content-Type", "application/json"]]);
    // A real-looking credential the reader typed is theirs to send.
    expect(wired({ ...draft, headers: "Authorization: Bearer abc123" }, sentAuthorization("api-token", MINE)).headers[0]).toEqual([
      "Authorization",
      "Bearer abc123",
    ]);
  });

  it("sends GraphQL as a POST to /graphql with the query and variables, with the reader's token", () => {
    const draft = draftOf({ kind: "graphql", query: "query { restaurants { name } }", variables: { locale: "fr" } }) as GraphqlDraft;
    expect(wired(draft, sentAuthorization("api-token", MINE))).toEqual({
      method: "POST",
      url: "http://localhost:1337/graphql",
      headers: [
        ["Authorization", `Bearer ${TOKEN}`],
        ["Content-Type", "application/json"],
      ],
      body: '{"query":"query { restaurants { name } }","variables":{"locale":"fr"}}',
    });
    expect(wireRequest({ ...draft, variables: "{ nope" }, BASE, COPY)).toMatchObject({ problem: expect.stringMatching(/not valid JSON/) });
  });

  it("says what is wrong with a draft instead of sending it", () => {
    const draft = draftOf({ kind: "http", method: "GET", target: "/api/restaurants", headers: {} }) as HttpDraft;
    expect(wireRequest({ ...draft, target: "api/restaurants" }, BASE, COPY)).toEqual({ problem: expect.stringMatching(/starts with a slash/) });
    expect(wireRequest({ ...draft, headers: "not a header" }, BASE, COPY)).toEqual({ problem: expect.stringMatching(/is not a header/) });
  });
});

describe("copies of the request", () => {
  const copy = wired(draftOf(httpExample.request), COPY);

  it("are a curl command and a fetch call that keep the placeholder: the token is never copied", () => {
    const curl = curlCommand(copy);
    const js = fetchSnippet(copy);
    expect(curl).toBe(
      [
        "curl -X POST 'http://localhost:1337/api/restaurants?locale=fr'",
        "-H 'Authorization: Bearer <your-api-token>'",
        "-H 'Content-Type: application/json'",
        `--data-raw '{\n  "data": {\n    "name": "Chez Nous"\n  }\n}'`,
      ].join(" \\\n  "),
    );
    expect(js).toContain('const response = await fetch("http://localhost:1337/api/restaurants?locale=fr", {\n  method: "POST",');
    expect(js).toContain('"Authorization": "Bearer <your-api-token>"');
    expect(js).toContain('body: JSON.stringify({\n    "data": {');
    for (const text of [curl, js]) expect(text).not.toContain(TOKEN);
  });

  it("keep brackets from curl's URL patterns and quote single quotes for the shell", () => {
    const get = wired({ kind: "http", method: "GET", target: "/api/restaurants?fields[0]=name&filters[name][$eq]=O'Brien", headers: "", body: "" }, undefined);
    expect(curlCommand(get)).toBe("curl --globoff 'http://localhost:1337/api/restaurants?fields[0]=name&filters[name][$eq]=O'\\''Brien'");
    expect(fetchSnippet(get)).toBe(
      `const response = await fetch("http://localhost:1337/api/restaurants?fields[0]=name&filters[name][$eq]=O'Brien");\nconst data = await response.json();`,
    );
  });
});

describe("the Strapi URL", () => {
  it("may be this machine over http (any port) or any https address: what the Content-Security-Policy allows, and nothing wider", () => {
    for (const url of ["http://localhost:1337", "http://127.0.0.1:8080/", "http://localhost", "https://api.example.com", "https://cms.example.com:8443/strapi"])
      expect(urlProblem(url, "https:"), url).toBeUndefined();
    expect(urlProblem("http://192.168.1.20:1337", "https:")).toBe("mixed-content");
    expect(urlProblem("http://my-strapi.example.com", "http:")).toBe("policy");
    expect(urlProblem("http://admin:secret@localhost:1337", "https:")).toBe("credentials");
    for (const url of ["ftp://localhost", "http://localhost:1337/?token=x", ""]) expect(urlProblem(url, "https:"), url).toBe("invalid");
    expect(urlProblem("localhost:1337", "https:")).toBe("no-scheme");
    expect(explainFailure({ kind: "url", problem: "no-scheme" }, "localhost:1337", "https://d.example").paragraphs[0]).toBe(
      "Add http:// (or https://) in front: http://localhost:1337.",
    );
    expect(urlProblem("http://[::1]:1337", "http:")).toBe("ipv6-loopback");
    expect(explainFailure({ kind: "url", problem: "ipv6-loopback" }, "http://[::1]:1337", "https://d.example").paragraphs[0]).toMatch(
      /^Use localhost instead of \[::1\]: http:\/\/localhost:1337\./,
    );
    const connectSrc = contentSecurityPolicy([])
      .split("; ")
      .find((directive) => directive.startsWith("connect-src"));
    expect(connectSrc).toBe(`connect-src 'self' https://*.algolia.net https://*.algolianet.com https: http://localhost:* http://127.0.0.1:*`);
    expect(STRAPI_CONNECT_SOURCES.every((source) => connectSrc?.includes(source))).toBe(true);
  });
});

const ok = (status: number, body = "", headers: Record<string, string> = {}) => new Response(status === 204 ? null : body, { status, headers });

describe("sending", () => {
  const request: WireRequest = { method: "GET", url: `${BASE}/api/restaurants`, headers: [] };

  it("returns the status, the readable headers, the body and the time", async () => {
    const fetchImpl = vi.fn(async () => ok(200, '{"data":[]}', { "content-type": "application/json" }));
    const outcome = await send(request, BASE, { pageProtocol: "https:", fetchImpl });
    expect(outcome).toEqual({
      answer: { status: 200, statusText: "", headers: [["content-type", "application/json"]], text: '{"data":[]}', ms: expect.any(Number) },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      `${BASE}/api/restaurants`,
      expect.objectContaining({ mode: "cors", credentials: "omit", referrerPolicy: "no-referrer" }),
    );
  });

  it("tells a refused CORS answer from a server that is down: an opaque request succeeds whenever a server answers", async () => {
    const refused = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode === "no-cors") return ok(204);
      throw new TypeError("Failed to fetch");
    });
    expect(await send(request, BASE, { pageProtocol: "https:", fetchImpl: refused })).toEqual({ failure: { kind: "cors" } });
    expect(refused).toHaveBeenLastCalledWith(`${BASE}/_health`, expect.objectContaining({ mode: "no-cors" }));
    const down = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await send(request, BASE, { pageProtocol: "https:", fetchImpl: down })).toEqual({ failure: { kind: "unreachable" } });
    const slow = vi.fn(async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    expect(await send(request, BASE, { pageProtocol: "https:", fetchImpl: slow })).toEqual({ failure: { kind: "timeout", seconds: 15 } });
  });

  it("sends nothing to a URL the page may not reach", async () => {
    const fetchImpl = vi.fn();
    expect(await send({ ...request, url: "http://10.0.0.5:1337/api/x" }, "http://10.0.0.5:1337", { pageProtocol: "https:", fetchImpl })).toEqual({
      failure: { kind: "url", problem: "mixed-content" },
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

const rest = (method: string, target: string, credentialSent: boolean, headerNames: string[] = []): RequestContext => ({
  kind: "http",
  method,
  target,
  credentialSent,
  headerNames,
});
const answer = (status: number, text = ""): Answer => ({ status, statusText: "", headers: [], text, ms: 1 });

describe("explanations", () => {
  it("name the Users & Permissions action a REST request needs", () => {
    expect(restPermission("GET", "/api/restaurants?fields[0]=name")).toBe("find on restaurants");
    expect(restPermission("GET", "/api/restaurants/abc")).toBe("findOne on restaurants");
    expect(restPermission("POST", "/api/articles")).toBe("create on articles");
    expect(restPermission("PUT", "/api/global")).toBe("update on global");
    expect(restPermission("DELETE", "/api/restaurants/abc")).toBe("delete on restaurants");
    expect(restPermission("POST", "/api/auth/local")).toBeUndefined();
    expect(restPermission("GET", "/graphql")).toBeUndefined();
  });

  it("for 401 and 403, say what the token or the Public role lacks, and where to change it", () => {
    expect(explainAnswer(answer(401), rest("GET", "/api/restaurants", true))?.paragraphs.join(" ")).toMatch(
      /does not know the token.*Settings › Global Settings › API Tokens/,
    );
    expect(explainAnswer(answer(401), rest("GET", "/api/users/me", false))?.paragraphs.join(" ")).toMatch(/needs credentials/);
    const withToken = explainAnswer(answer(403), rest("POST", "/api/articles", true))!;
    expect(withToken.paragraphs.join(" ")).toMatch(
      /accepts your token, but it does not grant create on articles.*Read-only API token allows only find and findOne/,
    );
    const publicRole = explainAnswer(answer(403), rest("DELETE", "/api/articles/x", false))!;
    expect(publicRole.paragraphs.join(" ")).toMatch(
      /Public role, which does not have delete on articles.*Settings › Users & Permissions plugin › Roles › Public/,
    );
    expect(explainAnswer(answer(200, "{}"), rest("GET", "/api/restaurants", false))).toBeUndefined();
    expect(explainAnswer(answer(404), rest("GET", "/api/nothing", false))).toBeUndefined();
  });

  it("read GraphQL's refusals, which come with a 200 status", () => {
    // As Strapi 5.8.1 answers a mutation that a Read-only token may not run.
    const text = JSON.stringify({
      errors: [
        {
          message: "Forbidden access",
          path: ["createArticle"],
          extensions: { code: "FORBIDDEN", error: { name: "ForbiddenError", message: "Forbidden access", details: {} } },
        },
      ],
      data: { createArticle: null },
    });
    expect(forbiddenFields(text)).toEqual(["createArticle"]);
    const graphql: RequestContext = { kind: "graphql", method: "POST", target: "/graphql", credentialSent: true, headerNames: [] };
    expect(explainAnswer(answer(200, text), graphql)?.paragraphs[0]).toMatch(/does not grant the permissions behind `createArticle`/);
    expect(explainAnswer(answer(200, '{"data":{"restaurants":[]}}'), graphql)).toBeUndefined();
  });

  it("for CORS, give the strapi::cors entry that lets this site in, with the headers strapi::cors does not accept by default", () => {
    const cors = explainFailure({ kind: "cors" }, BASE, "https://docs.example.org", rest("GET", "/api/x", false, ["Authorization", "X-Trace"]));
    expect(cors.paragraphs.join(" ")).toMatch(/do not include this site, https:\/\/docs\.example\.org.*X-Trace/);
    expect(cors.code).toEqual({ file: "config/middlewares", text: corsMiddlewareEntry("https://docs.example.org", ["X-Trace"]) });
    expect(cors.code?.text).toContain("name: 'strapi::cors',");
    expect(cors.code?.text).toContain("origin: ['http://localhost:3000', 'https://docs.example.org'],");
    expect(cors.code?.text).toContain("headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Trace'],");
    expect(corsMiddlewareEntry("https://docs.example.org", [])).not.toContain("headers:");
    expect(explainFailure({ kind: "unreachable" }, BASE, "https://docs.example.org").title).toBe("Nothing answered at http://localhost:1337");
    expect(explainFailure({ kind: "url", problem: "mixed-content" }, "http://10.0.0.5", "https://docs.example.org").paragraphs[0]).toMatch(/mixed content/);
  });
});

describe("testing the connection", () => {
  const connection = { baseUrl: `${BASE}/`, credentials: MINE };
  const server = (locales: number) =>
    vi.fn(async (url: RequestInfo | URL) => {
      if (String(url).endsWith("/_health")) return ok(204);
      return ok(locales, "{}");
    });

  it("is connected when /_health answers 204 and the token is known, even if it may not list locales", async () => {
    const fetchImpl = server(403);
    const report = await testConnection(connection, "https://docs.example.org", { pageProtocol: "https:", fetchImpl });
    expect(report).toMatchObject({ ok: true, explanation: { title: "Connected to Strapi at http://localhost:1337" } });
    expect(fetchImpl).toHaveBeenLastCalledWith(`${BASE}/api/i18n/locales`, expect.objectContaining({ headers: [["Authorization", `Bearer ${TOKEN}`]] }));
  });

  it("fails on a rejected token, on a server that is not Strapi, and on a refused CORS answer", async () => {
    expect(await testConnection(connection, "https://d.example", { pageProtocol: "https:", fetchImpl: server(401) })).toMatchObject({
      ok: false,
      explanation: { title: expect.stringMatching(/a credential needs fixing/), paragraphs: [expect.stringMatching(/does not know your API token/)] },
    });
    const notStrapi = vi.fn(async () => ok(404, "Not found"));
    expect(await testConnection(connection, "https://d.example", { pageProtocol: "https:", fetchImpl: notStrapi })).toMatchObject({
      ok: false,
      explanation: { title: expect.stringMatching(/not as Strapi does/) },
    });
    const refused = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode === "no-cors") return ok(204);
      throw new TypeError("Failed to fetch");
    });
    expect(await testConnection(connection, "https://d.example", { pageProtocol: "https:", fetchImpl: refused })).toMatchObject({
      ok: false,
      explanation: { code: { file: "config/middlewares" } },
    });
  });
});

describe("answers recorded from a real Strapi", () => {
  const recordings = recordedAnswers();

  it("cover a REST read, the same read with a query parameter changed, a refusal and a GraphQL query", () => {
    expect(recordings.map((recording) => [recording.title, recording.expect])).toEqual([
      ["List restaurants", "match"],
      ["List restaurants", "differ"],
      ["Create a restaurant without credentials", "match"],
      ["The first three restaurants", "match"],
    ]);
  });

  for (const recording of recordings) {
    it(`${recording.title}${recording.edit ? " (edited)" : ""}: ${recording.expect === "match" ? "matches" : "differs from"} the documented response`, () => {
      const example = exampleOf(recording);
      const { mismatches } = compareAnswer({ ...example.response, mode: example.mode }, recording.answer, READER);
      if (recording.expect === "match") expect(mismatches).toEqual([]);
      // The page documents an excerpt of the first page (two items shown, 25 a page, one page).
      else
        expect(mismatches).toEqual([
          { path: "meta.pagination.pageSize", message: "documented 25, your server returns 2" },
          { path: "meta.pagination.pageCount", message: "documented 1, your server returns 3" },
        ]);
    });
  }

  it("explain the refusal as the Public role's missing permission", () => {
    const refusal = recordings.find((recording) => recording.title === "Create a restaurant without credentials")!;
    const request = exampleOf(refusal).request;
    expect(request.kind === "http" && request.headers.authorization).toBeFalsy();
    expect(explainAnswer({ ...refusal.answer, ms: 1 }, rest("POST", "/api/restaurants", false))?.paragraphs[0]).toBe(
      "Without a token, Strapi answers as to the Public role, which does not have create on restaurants.",
    );
  });
});
