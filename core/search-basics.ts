// What every page's shared chunk needs of search: where a hosted index answers (for a preconnect in
// the <head>) and the query length limit. Apart from core/search-config.ts, whose other settings only
// the search modal and the worker read, so that pages do not carry them before a search.

/** Longer queries are cut: the search box, the /search page and the engine agree on it. */
export const MAX_QUERY_LENGTH = 64;

// Node tools (bench, search export) have no import.meta.env: they get the defaults.
export const searchEnv = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const searchHost = {
  appId: searchEnv.SEARCH_APP_ID || "STRAPIDOCS",
  /** True when a hosted index is configured: the modal and /search then query it directly. */
  hosted: Boolean(searchEnv.SEARCH_APP_ID && searchEnv.SEARCH_API_KEY),
};
