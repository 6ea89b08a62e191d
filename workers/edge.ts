// Edge routing, free of Cloudflare specifics so tests can drive it directly.
import { isExternalLink } from "../core/external-link";
import { fetchMarkdownTwin, prefersMarkdown, varyOnAccept, type AssetFetcher } from "./markdown";
import { legacyRedirects } from "./redirects";
import { isAskApiPath } from "./ask-api";
import { isSearchApiPath } from "./search-api";

export interface EdgeDeps {
  /** Server-renders the React Router app (search page, not-found page, prerendering). */
  renderApp(request: Request): Promise<Response>;
  /** Answers the Algolia-compatible search API under /1/. */
  searchApi(request: Request): Promise<Response>;
  /** Answers questions about the docs at /api/ask. */
  askApi(request: Request): Promise<Response>;
  /** The static assets (prerendered pages, page data, markdown twins). */
  assets: AssetFetcher;
  redirects?: ReadonlyMap<string, string>;
}

const PAGE_METHODS = new Set(["GET", "HEAD"]);

/** A same-origin Location: one leading slash, no backslashes, so `//host` can never escape. */
function sameOrigin(url: URL, path: string): string {
  return url.origin + "/" + path.replace(/\\/g, "/").replace(/^\/+/, "");
}

function redirect(location: string, status: 301 | 308): Response {
  return new Response(null, { status, headers: { Location: location, "Cache-Control": "public, max-age=3600" } });
}

/**
 * `/x.html` and `/x/index.html` → `/x`. Undefined when there is nothing to strip.
 * (`/x/` → `/x` is the asset layer's job; prerendering asks the worker for `/x/`.)
 */
export function canonicalPath(pathname: string): string | undefined {
  if (pathname.endsWith("/index.html")) return pathname.slice(0, -"/index.html".length) || "/";
  if (pathname.endsWith(".html")) return pathname.slice(0, -".html".length) || "/";
  return undefined;
}

export async function handleEdgeRequest(request: Request, deps: EdgeDeps): Promise<Response> {
  const url = new URL(request.url);
  if (isSearchApiPath(url.pathname)) return deps.searchApi(request);
  if (isAskApiPath(url.pathname)) return deps.askApi(request);
  if (!PAGE_METHODS.has(request.method)) {
    return new Response("Method Not Allowed\n", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
  }

  if (url.pathname.endsWith(".md")) {
    const twin = await fetchMarkdownTwin(deps.assets, request, url.pathname.slice(0, -".md".length));
    if (twin) return twin;
  }

  const canonical = canonicalPath(url.pathname);
  // The worker runs before the assets for page URLs (wrangler.toml), so that one URL can answer
  // HTML or markdown; `.html` paths skip the assets to be normalised below.
  if (canonical === undefined) {
    if (prefersMarkdown(request.headers.get("Accept"))) {
      const twin = await fetchMarkdownTwin(deps.assets, request, url.pathname);
      if (twin) return varyOnAccept(twin);
    }
    const asset = await deps.assets.fetch(request);
    if (asset.status !== 404) return asset.headers.get("Content-Type")?.startsWith("text/html") ? varyOnAccept(asset) : asset;
  }

  const target = (deps.redirects ?? legacyRedirects).get(url.pathname);
  if (target !== undefined) {
    return redirect(isExternalLink(target) ? target : sameOrigin(url, target) + (target.includes("?") ? "" : url.search), 308);
  }

  if (canonical !== undefined) return redirect(sameOrigin(url, canonical) + url.search, 301);

  // Everything else (the search page, and any path with no asset) is rendered by the app,
  // whose catch-all answers unknown paths with the not-found page and status 404.
  return deps.renderApp(request);
}
