// Security and caching headers on everything the worker answers. HTML gets a Content-Security-Policy
// whose script-src allows exactly the inline scripts of that page (by hash) and our own files:
// no 'unsafe-inline' or 'unsafe-eval' for scripts.
import { integrations as enabledIntegrations, integrationSources, integrationTags, type Integration } from "./integrations";
import { LIVE_CODE_PAGES } from "./live-code-pages";
import { STRAPI_CONNECT_SOURCES } from "../core/strapi-connect";

const COMMON: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Frame-Options": "DENY",
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

export async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]).filter((body) => body.trim() !== "");
  return [...new Set(await Promise.all(bodies.map(async (body) => `'sha256-${await sha256(body)}'`)))];
}

/** Live code blocks (react-live) evaluate the reader's code with `new Function`: only their pages allow it. */
export function allowsEval(pathname: string, liveCodePages: ReadonlySet<string> = LIVE_CODE_PAGES): boolean {
  return liveCodePages.has(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
}

/** The policy of one page; enabled third-party integrations add their own hosts, nothing else. */
export function contentSecurityPolicy(scriptHashes: string[], allowEval = false, integrations: Integration[] = enabledIntegrations): string {
  const extra = integrationSources(integrations);
  const sources = (list: string[]) => (list.length ? ` ${list.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${allowEval ? " 'unsafe-eval'" : ""}${sources(extra.script)}${sources(scriptHashes)}`,
    // Shiki colours tokens with style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'${sources(extra.style)}`,
    "img-src 'self' data: https:",
    `font-src 'self' data:${sources(extra.font)}`,
    // Search's hosted index, and the reader's own Strapi for the "Try it" panel (core/strapi-connect.ts).
    `connect-src 'self' https://*.algolia.net https://*.algolianet.com ${STRAPI_CONNECT_SOURCES.join(" ")}${sources(extra.connect)}`,
    ...(extra.frame.length ? [`frame-src${sources(extra.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Content types the asset layer does not know: React Router's prerendered route data. */
const EXTRA_TYPES: [RegExp, string][] = [[/\.data$/, "text/x-script; charset=utf-8"]];

/** Adds the headers; HTML bodies are read once to add the enabled integrations and hash their inline scripts. */
export async function withSecurityHeaders(
  response: Response,
  pathname = "",
  integrations: Integration[] = enabledIntegrations,
  liveCodePages: ReadonlySet<string> = LIVE_CODE_PAGES,
): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(COMMON)) headers.set(name, value);
  const known = EXTRA_TYPES.find(([pattern]) => pattern.test(pathname));
  if (known && response.ok && !headers.has("Content-Type")) headers.set("Content-Type", known[1]);
  const type = headers.get("Content-Type") ?? "";
  // A 304 or a HEAD answer has no body to hash: the browser keeps the policy it stored with the page.
  if (!type.startsWith("text/html") || response.status === 304 || response.body === null) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  let html = await response.text();
  if (integrations.length) html = html.replace("</head>", `${integrationTags(integrations)}</head>`);
  headers.set("Content-Security-Policy", contentSecurityPolicy(await inlineScriptHashes(html), allowsEval(pathname, liveCodePages), integrations));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
