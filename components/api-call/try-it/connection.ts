// The reader's connection to their own Strapi, one for the whole site: the URL is remembered in
// localStorage; the optional credentials (credentials.ts) only in sessionStorage (gone when the tab
// closes), never in the URL, never logged, and sent nowhere but to that URL (send.ts).
import { isAllowedStrapiUrl } from "../../../core/strapi-connect";
import { readStorage, writeStorage } from "../../../ui/storage";
import { SLOTS, type Credentials, type CredentialSlot } from "./credentials";

export const DEFAULT_STRAPI_URL = "http://localhost:1337";
const URL_KEY = "try-it:url";
const CREDENTIAL_KEYS: Record<CredentialSlot, string> = { "api-token": "try-it:token", "read-only-token": "try-it:read-only-token", jwt: "try-it:jwt" };

export interface Connection {
  /** Without a trailing slash. */
  baseUrl: string;
  /** Each slot empty for none. */
  credentials: Credentials;
}

export function readConnection(): Connection {
  const credentials = Object.fromEntries(SLOTS.map((slot) => [slot, readStorage(CREDENTIAL_KEYS[slot], "session") ?? ""])) as Credentials;
  return { baseUrl: readStorage(URL_KEY) ?? DEFAULT_STRAPI_URL, credentials };
}

export function saveBaseUrl(baseUrl: string) {
  writeStorage(URL_KEY, baseUrl.trim() === DEFAULT_STRAPI_URL ? null : baseUrl.trim());
}

export function saveCredential(slot: CredentialSlot, value: string) {
  writeStorage(CREDENTIAL_KEYS[slot], value.trim() || null, "session");
}

/** `http://localhost:1337/` → `http://localhost:1337`. */
export const normaliseBaseUrl = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, "");

/** Why a base URL cannot be used from this page, before anything is sent. */
export type UrlProblem = "invalid" | "no-scheme" | "ipv6-loopback" | "credentials" | "mixed-content" | "policy";

export function urlProblem(baseUrl: string, pageProtocol: string): UrlProblem | undefined {
  // `localhost:1337` parses as a URL whose scheme is "localhost:".
  if (baseUrl.trim() && !/^[a-z][a-z\d+.-]*:\/\//i.test(baseUrl.trim())) return "no-scheme";
  let url: URL;
  try {
    url = new URL(normaliseBaseUrl(baseUrl));
  } catch {
    return "invalid";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "invalid";
  if (url.search || url.hash) return "invalid";
  if (url.username || url.password) return "credentials";
  if (isAllowedStrapiUrl(url)) return undefined;
  if (url.hostname === "[::1]") return "ipv6-loopback";
  // An http URL off this machine: an https page may not call it at all, and the policy forbids it anyway.
  return pageProtocol === "https:" ? "mixed-content" : "policy";
}
