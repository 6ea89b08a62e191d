// Search settings shared by the modal, the /search page and the worker. The offline
// defaults are public, search-only values answered by our own worker; set SEARCH_APP_ID,
// SEARCH_API_KEY and SEARCH_INDEX at build time to use a hosted Algolia index instead.
/** Longer queries are cut: the search box, the /search page and the engine agree on it. */
export const MAX_QUERY_LENGTH = 64;

// Node tools (bench, search export) have no import.meta.env: they get the defaults.
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const searchConfig = {
  appId: env.SEARCH_APP_ID || "STRAPIDOCS",
  apiKey: env.SEARCH_API_KEY || "offline-search-only",
  indexName: env.SEARCH_INDEX || "strapiDocsv5beta",
  /** True when a hosted index is configured: the modal and /search then query it directly. */
  hosted: Boolean(env.SEARCH_APP_ID && env.SEARCH_API_KEY),
  /** Results whose URL matches this open with a full page load instead of client navigation. */
  externalUrlRegex: "^https?://(?!docs\\.strapi\\.io)",
  facetFilters: ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]],
  missingResultsUrl: "https://github.com/strapi/documentation/issues/new?title=Search%3A%20",
};
