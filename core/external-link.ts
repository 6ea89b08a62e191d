// Whether a link leaves the site, decided the same way by the build (link checks, sidebars,
// markdown twins), the browser (content links, navbar) and the worker (redirects).

/** A scheme (`https:`, `mailto:`, …) or a protocol-relative `//host`: anything but a site path or anchor. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalLink(href: string): boolean {
  return EXTERNAL.test(href);
}

/** Whether a link is to a page of the app (navigated in the app): not another site, an anchor or a file. */
export function isAppHref(href: string): boolean {
  return !isExternalLink(href) && !href.startsWith("#") && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
}
