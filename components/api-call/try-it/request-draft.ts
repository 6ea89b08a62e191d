// The request as the reader edits it in the panel, and the request sent (or copied) from it.
import { credentialPlaceholder, GRAPHQL_PATH, type ApiRequestSpec } from "../../../core/api-request";

export interface HttpDraft {
  kind: "http";
  method: string;
  /** Path and query string. */
  target: string;
  /** One `Name: value` a line. */
  headers: string;
  body: string;
}

export interface GraphqlDraft {
  kind: "graphql";
  query: string;
  /** JSON, or empty. */
  variables: string;
  headers: string;
}

export type RequestDraft = HttpDraft | GraphqlDraft;

/** GraphQL examples run with an API token, as lab:verify runs them. */
const GRAPHQL_AUTHORIZATION = "Authorization: Bearer <your-api-token>";

const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
const pretty = (value: unknown) => (value === undefined ? "" : JSON.stringify(value, null, 2));

export function draftOf(spec: ApiRequestSpec): RequestDraft {
  if (spec.kind === "graphql") return { kind: "graphql", query: spec.query, variables: pretty(spec.variables), headers: GRAPHQL_AUTHORIZATION };
  const headers = Object.entries(spec.headers)
    .map(([name, value]) => `${headerName(name)}: ${value}`)
    .join("\n");
  return { kind: "http", method: spec.method, target: spec.target, headers, body: pretty(spec.body) };
}

export const methodHasBody = (method: string) => method !== "GET" && method !== "HEAD";

export interface WireRequest {
  method: string;
  url: string;
  headers: [name: string, value: string][];
  body?: string;
}

// The browser sets these itself.
const BROWSER_HEADERS = new Set(["host", "content-length"]);

/**
 * The request to send to (or copy for) the Strapi at `baseUrl`, or what is wrong with the draft.
 * `authorization` (credentials.ts: the chosen slot's secret, or its placeholder in a copy) takes the
 * place of a placeholder credential (`Authorization: Bearer <your-api-token>`), or is added when the
 * request has no Authorization line; undefined sends none. A credential the reader typed is sent as written.
 */
export function wireRequest(draft: RequestDraft, baseUrl: string, authorization: string | undefined): { request: WireRequest } | { problem: string } {
  const headers: WireRequest["headers"] = [];
  let authorizationWritten = false;
  for (const line of draft.headers.split("\n")) {
    if (!line.trim()) continue;
    const match = line.match(/^\s*([A-Za-z0-9-]+)\s*:\s*(.*)$/);
    if (!match) return { problem: `“${line.trim()}” is not a header: write one “Name: value” a line.` };
    const [, name, rawValue] = match;
    const value = rawValue.trim();
    if (BROWSER_HEADERS.has(name.toLowerCase())) continue;
    if (name.toLowerCase() === "authorization") authorizationWritten = true;
    const resolved = name.toLowerCase() === "authorization" && credentialPlaceholder(value) ? authorization : value;
    if (resolved !== undefined) headers.push([name, resolved]);
  }
  if (!authorizationWritten && authorization !== undefined) headers.unshift(["Authorization", authorization]);
  const withContentType = () =>
    headers.some(([name]) => name.toLowerCase() === "content-type") ? headers : [...headers, ["Content-Type", "application/json"] as [string, string]];

  if (draft.kind === "graphql") {
    let variables: unknown;
    try {
      variables = draft.variables.trim() ? JSON.parse(draft.variables) : undefined;
    } catch (error) {
      return { problem: `The variables are not valid JSON: ${(error as Error).message}` };
    }
    const body = JSON.stringify({ query: draft.query, ...(variables !== undefined && { variables }) });
    return { request: { method: "POST", url: baseUrl + GRAPHQL_PATH, headers: withContentType(), body } };
  }
  const target = draft.target.trim();
  if (!target.startsWith("/")) return { problem: "The path starts with a slash, like /api/restaurants." };
  const body = methodHasBody(draft.method) && draft.body.trim() ? draft.body : undefined;
  return {
    request: { method: draft.method, url: baseUrl + target, headers: body === undefined ? headers : withContentType(), ...(body !== undefined && { body }) },
  };
}

/** Whether the request carries credentials once the placeholders are resolved. */
export const sendsCredentials = (request: WireRequest) => request.headers.some(([name]) => name.toLowerCase() === "authorization");
