// Where the "Try it" panel may send a reader's requests: their own Strapi, on this machine over http
// (any port), or anywhere over https. Loopback covers `strapi develop` on a laptop; https covers a
// deployed project (Strapi Cloud or any host) without letting a token travel in clear text. The
// worker's Content-Security-Policy allows exactly these sources in connect-src, and the panel checks
// a URL against the same rule before sending, so it can say why instead of failing silently.
// IPv6 literals such as [::1] cannot be written in a CSP source, so loopback means these two names.

export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1"];

/** The connect-src sources the panel needs. */
export const STRAPI_CONNECT_SOURCES: readonly string[] = ["https:", ...LOOPBACK_HOSTS.map((host) => `http://${host}:*`)];

export const isLoopback = (url: URL) => LOOPBACK_HOSTS.includes(url.hostname);

/** Whether the policy lets the browser reach this URL. */
export function isAllowedStrapiUrl(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url));
}
