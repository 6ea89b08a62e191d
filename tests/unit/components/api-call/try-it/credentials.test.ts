// The credential slots: which one a request uses, what is sent and what is copied, the mistakes a
// pasted credential can carry, and the connection test that names them.
import { describe, expect, it, vi } from "vitest";
import { testConnection } from "../../../../../components/api-call/try-it/connection-test";
import {
  copiedAuthorization,
  credentialProblem,
  defaultChoice,
  hasWrittenCredential,
  jwtOf,
  NO_CREDENTIALS,
  sentAuthorization,
} from "../../../../../components/api-call/try-it/credentials";
import { draftOf, wireRequest, type HttpDraft } from "../../../../../components/api-call/try-it/request-draft";

const BASE = "http://localhost:1337";
const API = "a".repeat(256);
const READ_ONLY = "b".repeat(256);
const JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MX0.c2lnbmF0dXJl";
const ALL = { "api-token": API, "read-only-token": READ_ONLY, jwt: JWT };

const draft = (headers: string): HttpDraft => ({ kind: "http", method: "GET", target: "/api/restaurants", headers, body: "" });
const sentHeaders = (headers: string, authorization: string | undefined) => {
  const wired = wireRequest(draft(headers), BASE, authorization);
  if ("problem" in wired) throw new Error(wired.problem);
  return wired.request.headers;
};

describe("the slot a request uses", () => {
  it("is the one its placeholder names", () => {
    expect(defaultChoice(draft("Authorization: Bearer <your-api-token>"), undefined, ALL)).toBe("api-token");
    expect(defaultChoice(draft("Authorization: Bearer <your-read-only-api-token>"), undefined, ALL)).toBe("read-only-token");
    expect(defaultChoice(draft("Authorization: Bearer <your-jwt>"), undefined, ALL)).toBe("jwt");
  });

  it("without an Authorization line, is the API token when the reader has one; none for logging in and for an example that documents a refusal", () => {
    expect(defaultChoice(draft(""), { status: 200, json: {}, mode: "exact" }, ALL)).toBe("api-token");
    expect(defaultChoice(draftOf({ kind: "graphql", query: "{ me { username } }" }), undefined, ALL)).toBe("api-token");
    expect(defaultChoice(draft(""), undefined, NO_CREDENTIALS)).toBe("none");
    expect(defaultChoice(draft(""), { status: 403, json: {}, mode: "exact" }, ALL)).toBe("none");
    expect(defaultChoice({ ...draft(""), method: "POST", target: "/api/auth/local" }, undefined, ALL)).toBe("none");
    const forbidden = {
      status: 200,
      json: { errors: [{ message: "Forbidden access", extensions: { code: "FORBIDDEN" } }], data: null },
      mode: "partial" as const,
    };
    expect(defaultChoice({ ...draft(""), method: "POST", target: "/graphql" }, forbidden, ALL)).toBe("none");
  });

  it("sends its own secret: each placeholder gets its slot's value, never another slot's", () => {
    expect(sentAuthorization("read-only-token", ALL)).toBe(`Bearer ${READ_ONLY}`);
    expect(sentAuthorization("jwt", ALL)).toBe(`Bearer ${JWT}`);
    expect(sentAuthorization("jwt", { ...ALL, jwt: "" })).toBeUndefined();
    expect(sentAuthorization("none", ALL)).toBeUndefined();
  });

  it("is added to a request without an Authorization line, replaces a placeholder, and leaves a credential the reader wrote alone", () => {
    expect(sentHeaders("Accept: application/json", `Bearer ${API}`)).toEqual([
      ["Authorization", `Bearer ${API}`],
      ["Accept", "application/json"],
    ]);
    expect(sentHeaders("Authorization: Bearer <your-jwt>", `Bearer ${JWT}`)).toEqual([["Authorization", `Bearer ${JWT}`]]);
    expect(sentHeaders("Authorization: Bearer <your-jwt>", undefined)).toEqual([]);
    expect(hasWrittenCredential("Authorization: Bearer abc123")).toBe(true);
    expect(sentHeaders("Authorization: Bearer abc123", `Bearer ${API}`)).toEqual([["Authorization", "Bearer abc123"]]);
  });

  it("is copied as a placeholder, or with the secret only when the reader asks", () => {
    expect(copiedAuthorization("read-only-token", ALL, false)).toBe("Bearer <your-read-only-token>");
    expect(copiedAuthorization("read-only-token", ALL, true)).toBe(`Bearer ${READ_ONLY}`);
    expect(copiedAuthorization("none", ALL, true)).toBeUndefined();
    const graphql = draftOf({ kind: "graphql", query: "{ me { username } }" });
    const copied = wireRequest(graphql, BASE, copiedAuthorization("api-token", ALL, false));
    expect("request" in copied && copied.request.headers).toContainEqual(["Authorization", "Bearer <your-api-token>"]);
  });
});

describe("a pasted credential", () => {
  it("with Bearer in front, with spaces, a JWT in a token slot or a token in the JWT slot is named", () => {
    expect(credentialProblem("api-token", `Bearer ${API}`)).toMatch(/starts with “Bearer ”.*Public role/);
    expect(credentialProblem("jwt", `bearer ${JWT}`)).toMatch(/User's JWT starts with “Bearer ”/);
    expect(credentialProblem("api-token", `${API.slice(0, 10)} ${API.slice(10)}`)).toMatch(/spaces/);
    expect(credentialProblem("api-token", JWT)).toMatch(/holds a user's JWT.*User's JWT slot/);
    expect(credentialProblem("read-only-token", JWT)).toMatch(/Read-only API token slot holds a user's JWT/);
    expect(credentialProblem("jwt", API)).toMatch(/not a JWT.*API token slot/);
    for (const [slot, value] of [
      ["api-token", API],
      ["read-only-token", READ_ONLY],
      ["jwt", JWT],
      ["api-token", ""],
    ] as const)
      expect(credentialProblem(slot, value), slot).toBeUndefined();
  });

  it("a Log in answer's jwt is found, REST or GraphQL", () => {
    expect(jwtOf({ jwt: JWT, user: { id: 1 } })).toBe(JWT);
    expect(jwtOf({ data: { login: { jwt: JWT, user: {} } } })).toBe(JWT);
    expect(jwtOf({ data: { restaurants: [] } })).toBeUndefined();
    expect(jwtOf("text")).toBeUndefined();
  });
});

const ok = (status: number, body = "") => new Response(status === 204 ? null : body, { status });

describe("the connection test", () => {
  const server = (answers: Record<string, number>) =>
    vi.fn(async (url: RequestInfo | URL) => {
      const path = new URL(String(url)).pathname;
      return ok(answers[path] ?? 404, path === "/api/users/me" ? '{"username":"kai"}' : "{}");
    });
  const options = (fetchImpl: typeof fetch) => ({ pageProtocol: "https:", fetchImpl });

  it("names a token pasted with Bearer in front without sending it, though Strapi would answer", async () => {
    const fetchImpl = server({ "/_health": 204, "/api/i18n/locales": 403 });
    const report = await testConnection(
      { baseUrl: BASE, credentials: { ...NO_CREDENTIALS, "api-token": `Bearer ${API}` } },
      "https://d.example",
      options(fetchImpl),
    );
    expect(report).toMatchObject({ ok: false, explanation: { title: expect.stringMatching(/a credential needs fixing/) } });
    expect(report.explanation.paragraphs[0]).toMatch(/starts with “Bearer ”/);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("checks each filled slot: the tokens on a route that needs a permission, the JWT on /api/users/me", async () => {
    const fetchImpl = server({ "/_health": 204, "/api/i18n/locales": 200, "/api/users/me": 200 });
    const report = await testConnection({ baseUrl: BASE, credentials: ALL }, "https://d.example", options(fetchImpl));
    expect(report.ok).toBe(true);
    expect(report.explanation.paragraphs).toEqual([
      "Strapi accepts your API token.",
      "Strapi accepts your Read-only API token.",
      "Strapi accepts your User's JWT: it belongs to kai.",
    ]);
    expect(fetchImpl).toHaveBeenLastCalledWith(`${BASE}/api/users/me`, expect.objectContaining({ headers: [["Authorization", `Bearer ${JWT}`]] }));
    const expired = await testConnection(
      { baseUrl: BASE, credentials: { ...NO_CREDENTIALS, jwt: JWT } },
      "https://d.example",
      options(server({ "/_health": 204, "/api/users/me": 401 })),
    );
    expect(expired).toMatchObject({ ok: false, explanation: { paragraphs: [expect.stringMatching(/does not accept your User's JWT: it has expired/)] } });
  });
});
