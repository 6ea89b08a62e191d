// Every kind of URL the app answers, with what the build does with it. The route config
// (app/routes.ts), the prerender list, the sitemap, robots.txt and the tests all read this table.

export interface AppRoute {
  /** A URL path; `:slug` and `*` stand for the tag and doc pages the content defines. */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** Distinguishes two routes that share a module. */
  id?: string;
  /** Written as HTML at build time; otherwise the worker renders it per request. */
  prerender: boolean;
  /** Listed in sitemap.xml (doc pages only when listed). */
  sitemap: boolean;
  /** Kept out of crawlers' way in robots.txt. */
  disallowed?: boolean;
}

const TAGS = "/tags";
const SEARCH = "/search";

/** The URLs of the app's own pages, spelled only here (as core/asset-paths.ts does for data). */
export const pageUrl = {
  tags: TAGS,
  tag: (slug: string) => `${TAGS}/${slug}`,
  /** The search page; with a query, its results (and a page of them past the first). */
  search: (query?: string, page?: number) => (query === undefined ? SEARCH : `${SEARCH}?q=${encodeURIComponent(query)}${page ? `&page=${page}` : ""}`),
};

export const APP_ROUTES = [
  { path: "/", module: "routes/home.tsx", prerender: true, sitemap: true },
  // The original site answered its home page's source path too.
  { path: "/home/Home", module: "routes/home.tsx", id: "home-alias", prerender: true, sitemap: false },
  { path: TAGS, module: "routes/tags.tsx", prerender: true, sitemap: false },
  { path: `${TAGS}/:slug`, module: "routes/tag.tsx", prerender: true, sitemap: false },
  // Results depend on the query: rendered by the worker, never indexed.
  { path: SEARCH, module: "routes/search.tsx", prerender: false, sitemap: false, disallowed: true },
  { path: "/*", module: "routes/doc.tsx", prerender: true, sitemap: true },
] as const satisfies readonly AppRoute[];

const isFixed = (route: AppRoute) => !/[:*]/.test(route.path);

// The lists below are marked pure so that the browser's bundle, which imports pageUrl only, drops
// them and the table: the bundler cannot tell by itself that building them changes nothing else.

/** The app's own pages: routes with a fixed path, not made from content. */
export const FIXED_ROUTES: readonly AppRoute[] = /* @__PURE__ */ APP_ROUTES.filter(isFixed);

const fixedPaths = (test: (route: AppRoute) => boolean | undefined) => FIXED_ROUTES.filter(test).map((route) => route.path);

/** Fixed paths the worker renders per request: the site serves them, the prerender skips them. */
export const RENDERED_PER_REQUEST: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ fixedPaths((route) => !route.prerender));

export const SITEMAP_PATHS = /* @__PURE__ */ fixedPaths((route) => route.sitemap);

export const DISALLOWED_PATHS = /* @__PURE__ */ fixedPaths((route) => route.disallowed);
