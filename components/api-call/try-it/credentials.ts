// The reader's credentials, one slot per kind (an API token, a Read-only API token, an end user's
// JWT), which slot a request uses, and the mistakes a pasted credential can carry. Strapi 5.8.1
// reads `Authorization` as exactly two words, `Bearer` and the token (@strapi/admin
// dist/server/index.js, extractToken of the api-token strategy; plugin-users-permissions
// server/services/jwt.js, getToken): anything else is no credential at all, and the request runs as
// the Public role.
import { credentialPlaceholder, type CredentialPlaceholder } from "../../../core/api-request";
import type { DocumentedResponse } from "../../../core/response-compare";
import type { RequestDraft } from "./request-draft";

export type CredentialSlot = CredentialPlaceholder;
export type Credentials = Record<CredentialSlot, string>;
/** A slot, or "none": the request goes without credentials and Strapi answers as to its Public role. */
export type CredentialChoice = CredentialSlot | "none";

export const SLOTS: CredentialSlot[] = ["api-token", "read-only-token", "jwt"];
export const NO_CREDENTIALS: Credentials = { "api-token": "", "read-only-token": "", jwt: "" };

export const SLOT_LABEL: Record<CredentialChoice, string> = {
  "api-token": "API token",
  "read-only-token": "Read-only API token",
  jwt: "User's JWT",
  none: "None (Public role)",
};

/** What a copied request shows in place of the secret. */
export const SLOT_PLACEHOLDER: Record<CredentialSlot, string> = {
  "api-token": "Bearer <your-api-token>",
  "read-only-token": "Bearer <your-read-only-token>",
  jwt: "Bearer <your-jwt>",
};

/** The `Authorization` line of the headers, as written. */
export const authorizationLine = (headers: string) => headers.match(/^\s*authorization\s*:(.*)$/im)?.[1]?.trim();

/** Whether the documented response is a refusal: a 401 or 403, or GraphQL's FORBIDDEN (which comes with a 200). */
function documentsRefusal(documented: DocumentedResponse | undefined): boolean {
  if (documented?.status === 401 || documented?.status === 403) return true;
  const errors = (documented?.json as { errors?: { extensions?: { code?: unknown } }[] } | undefined)?.errors;
  return Array.isArray(errors) && errors.some((error) => error?.extensions?.code === "FORBIDDEN");
}

/**
 * The slot a request uses when the panel opens: the one its placeholder names; for a request without
 * an `Authorization` line, none for the routes that log in or register (Strapi does not authenticate
 * them) and when the page documents a refusal (it shows what the Public role may not do: sending a
 * token would run it), else the
 * API token when the reader has one.
 */
export function defaultChoice(draft: RequestDraft, documented: DocumentedResponse | undefined, credentials: Credentials): CredentialChoice {
  const written = authorizationLine(draft.headers);
  if (written !== undefined) return credentialPlaceholder(written) ?? "none";
  if (draft.kind === "http" && /^\/api\/(auth|connect)\//.test(draft.target.trim())) return "none";
  if (documentsRefusal(documented)) return "none";
  return credentials["api-token"] ? "api-token" : "none";
}

/** Whether the headers carry a credential the reader typed: sent as written, whatever the slot. */
export const hasWrittenCredential = (headers: string) => {
  const written = authorizationLine(headers);
  return written !== undefined && credentialPlaceholder(written) === undefined;
};

/** The `Authorization` value to send: the slot's secret, or undefined (no header) for none or an empty slot. */
export function sentAuthorization(choice: CredentialChoice, credentials: Credentials): string | undefined {
  return choice !== "none" && credentials[choice] ? `Bearer ${credentials[choice]}` : undefined;
}

/** The `Authorization` value to copy: the slot's placeholder, or its secret when the reader asks for it. */
export function copiedAuthorization(choice: CredentialChoice, credentials: Credentials, withSecret: boolean): string | undefined {
  if (choice === "none") return undefined;
  return withSecret ? sentAuthorization(choice, credentials) : SLOT_PLACEHOLDER[choice];
}

// A JWT is three base64url parts; Strapi's API tokens are 256 hexadecimal digits (randomBytes(128) in hex).
const JWT_SHAPE = /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/;

/** What is wrong with a pasted credential, before anything is sent; undefined when it looks right. */
export function credentialProblem(slot: CredentialSlot, value: string): string | undefined {
  const token = value.trim();
  if (!token) return undefined;
  if (/^bearer\s/i.test(token))
    return `Your ${SLOT_LABEL[slot]} starts with “Bearer ”. Paste the token alone: the panel writes “Bearer ” itself, and Strapi ignores an Authorization header of three words, answering as to its Public role.`;
  if (/\s/.test(token)) return `Your ${SLOT_LABEL[slot]} contains spaces or line breaks: paste the token alone, on one line.`;
  const looksJwt = JWT_SHAPE.test(token);
  if (slot === "jwt" && !looksJwt)
    return "The User's JWT slot holds something that is not a JWT (three parts separated by dots, starting with eyJ). If it is an API token, Strapi accepts it but knows no user, so the examples about the logged-in user (such as `me`) find none: put it in an API token slot. A user's JWT is the jwt that logging in returns.";
  if (slot !== "jwt" && looksJwt)
    return `The ${SLOT_LABEL[slot]} slot holds a user's JWT, such as logging in returns: Strapi then answers with that user's role, not with a token's permissions. Put it in the User's JWT slot, and paste an API token (Settings › Global Settings › API Tokens) here.`;
  return undefined;
}

/** The jwt of a "Log in" (or register) answer, REST or GraphQL; undefined when the answer holds none. */
export function jwtOf(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const record = json as { jwt?: unknown; data?: Record<string, { jwt?: unknown } | null> | null };
  if (typeof record.jwt === "string") return record.jwt;
  const found = Object.values(record.data ?? {}).find((value) => typeof value?.jwt === "string");
  return found?.jwt as string | undefined;
}
