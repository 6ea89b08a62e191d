// Search settings shared by the modal, the /search page's loader and the worker; what every page
// needs is in search-basics.ts. The offline defaults are public, search-only values answered by our
// own worker; set SEARCH_APP_ID, SEARCH_API_KEY and SEARCH_INDEX at build time to use a hosted
// Algolia index instead.
import { searchEnv, searchHost } from "./search-basics";

export const searchConfig = {
  ...searchHost,
  apiKey: searchEnv.SEARCH_API_KEY || "offline-search-only",
  indexName: searchEnv.SEARCH_INDEX || "strapiDocsv5beta",
  /** Results whose URL matches this open with a full page load instead of client navigation. */
  externalUrlRegex: "^https?://(?!docs\\.strapi\\.io)",
  facetFilters: ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]],
  missingResultsUrl: "https://github.com/strapi/documentation/issues/new?title=Search%3A%20",
};
