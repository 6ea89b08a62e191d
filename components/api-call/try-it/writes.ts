// Which requests change data on the reader's server, what they change, and the reader's consent,
// asked once per page: by method for REST, by operation for GraphQL (sent as a graphql block or as
// `POST /graphql`). Logging in reads: `POST /api/auth/local` and the `login` mutation never ask.
import { GRAPHQL_PATH } from "../../../core/api-request";
import { restPermission } from "./diagnose";
import type { RequestDraft } from "./request-draft";

const LOGIN_PATH = "/api/auth/local";

/** The root field of a GraphQL mutation (`updateGlobal`), or undefined for a query or subscription. */
export function mutationField(query: string): string | undefined {
  const operation = query.replace(/#[^\n]*/g, "").trim();
  if (!/^mutation\b/.test(operation)) return undefined;
  // The first field of the selection, past an alias (`renamed: updateGlobal`).
  return operation.match(/^mutation[^{]*\{\s*(?:\w+\s*:\s*)?(\w+)/)?.[1] ?? "";
}

function graphqlQueryOfBody(body: string): string {
  try {
    const parsed = JSON.parse(body) as { query?: unknown };
    return typeof parsed.query === "string" ? parsed.query : "";
  } catch {
    return "";
  }
}

const pathOf = (target: string) => target.trim().split(/[?#]/)[0].replace(/\/+$/, "");

/** The mutation a draft runs, for GraphQL sent either way; undefined when it is not GraphQL or only queries. */
function graphqlMutation(draft: RequestDraft): string | undefined {
  if (draft.kind === "graphql") return mutationField(draft.query);
  if (draft.method === "POST" && pathOf(draft.target) === GRAPHQL_PATH) return mutationField(graphqlQueryOfBody(draft.body));
  return undefined;
}

const isGraphql = (draft: RequestDraft) => draft.kind === "graphql" || pathOf(draft.target) === GRAPHQL_PATH;

/** What the request will change, as a phrase ("POST /api/restaurants (create on restaurants)"); undefined when it only reads. */
export function describeWrite(draft: RequestDraft): string | undefined {
  if (isGraphql(draft)) {
    const field = graphqlMutation(draft);
    if (field === undefined || field === "login") return undefined;
    return field ? `the GraphQL mutation ${field}` : "a GraphQL mutation";
  }
  if (draft.kind !== "http" || ["GET", "HEAD", "OPTIONS"].includes(draft.method)) return undefined;
  if (draft.method === "POST" && pathOf(draft.target) === LOGIN_PATH) return undefined;
  const path = pathOf(draft.target) || "/";
  const permission = restPermission(draft.method, draft.target);
  return `${draft.method} ${path}${permission ? ` (${permission})` : ""}`;
}

// Module state lives as long as the panel's chunk: for the whole visit. Keyed by page, so that
// consent given on one page is asked again on the next.
const confirmedPages = new Set<string>();

export const writesConfirmedHere = () => confirmedPages.has(location.pathname);
export const confirmWritesHere = () => void confirmedPages.add(location.pathname);
