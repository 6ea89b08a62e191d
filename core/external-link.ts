// Whether a link leaves the site, decided the same way by the build (link checks, sidebars,
// markdown twins), the browser (content links, navbar) and the worker (redirects).

/** A scheme (`https:`, `mailto:`, …) or a protocol-relative `//host`: anything but a site path or anchor. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalLink(href: string): boolean {
  return EXTERNAL.test(href);
}
