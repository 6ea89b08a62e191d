// The DocSearch modal (loaded on demand), asking our own same-origin search API unless a hosted
// index is configured. Results navigate inside the app. Only DocSearch's public props are used.
import "@docsearch/css";
import { DocSearchModal, type DocSearchProps, type DocSearchTransformClient, type ModalTranslations } from "@docsearch/react";
import { useCallback, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useNavigate } from "react-router";
import { pageUrl } from "../../core/routes";
import { searchConfig } from "../../core/search-config";

const external = new RegExp(searchConfig.externalUrlRegex);

/** Internal results become paths; external ones stay absolute. */
function toSiteUrl(url: string): string {
  if (external.test(url)) return url;
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.hash;
}

// Our worker loads its index on the first query of an isolate, which takes longer than Algolia's
// edge, for which DocSearch's own client gives up after 2 s.
const SEARCH_TIMEOUT_MS = 10_000;
const SEARCH_URL = `/1/indexes/*/queries?${new URLSearchParams({ "x-algolia-application-id": searchConfig.appId, "x-algolia-api-key": searchConfig.apiKey })}`;

type Search = DocSearchTransformClient["search"];

/** DocSearch's queries, sent to the worker's search API (workers/search-api.ts), which answers as Algolia does. */
const searchSiteApi = (async (params: unknown) => {
  const response = await fetch(SEARCH_URL, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: JSON.stringify(params),
    signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`search failed with status ${response.status}`);
  return response.json();
}) as Search;

/** No hits for each query of a search that failed. */
const noHits = (params: unknown) => ({
  results: ((params as { requests?: unknown[] }).requests ?? []).map(() => ({
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    query: "",
    params: "",
    exhaustiveNbHits: true,
  })),
});

/**
 * Upstream limit (DocSearch 3.9): its autocomplete core sets the status back to "idle" once a failed
 * search settles, so DocSearch's own error screen never shows. A failed search answers with no hits
 * instead, and the no-results screen says what the error screen would.
 */
const FAILED_SEARCH: ModalTranslations = {
  noResultsScreen: {
    noResultsText: "Unable to fetch results for",
    reportMissingResultsText: "You might want to check your network connection.",
    reportMissingResultsLinkText: "Report the problem.",
  },
};

// Props DocSearch compares by identity: defined once, so its autocomplete is never rebuilt.
const searchParameters = { facetFilters: searchConfig.facetFilters, hitsPerPage: 20 };
const transformItems: NonNullable<DocSearchProps["transformItems"]> = (items) => items.map((item) => ({ ...item, url: toSiteUrl(item.url) }));
const getMissingResultsUrl = ({ query }: { query: string }) => `${searchConfig.missingResultsUrl}${encodeURIComponent(query)}`;
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return external.test(hit.url) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({ initialQuery, onClose }: { initialQuery?: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // With a hosted index, DocSearch's own client; otherwise the same client asking our API. Defined
  // once: DocSearch rebuilds its client when this function changes.
  const transformSearchClient = useCallback((client: DocSearchTransformClient): DocSearchTransformClient => {
    const search: Search = searchConfig.hosted ? (params) => client.search(params) : searchSiteApi;
    return {
      ...client,
      search: (async (params: Parameters<Search>[0]) => {
        try {
          const response = await search(params);
          setFailed(false);
          return response;
        } catch {
          setFailed(true);
          return noHits(params);
        }
      }) as Search,
    };
  }, []);
  const navigator = useMemo<NonNullable<DocSearchProps["navigator"]>>(
    () => ({
      navigate: ({ itemUrl }) => (external.test(itemUrl) ? window.location.assign(itemUrl) : navigate(itemUrl)),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
    }),
    [navigate],
  );
  const resultsFooterComponent = useCallback<NonNullable<DocSearchProps["resultsFooterComponent"]>>(
    ({ state }) => (
      <Link to={pageUrl.search(state.query)} onClick={onClose}>
        See all {state.context.nbHits as number} results
      </Link>
    ),
    [onClose],
  );

  return createPortal(
    <DocSearchModal
      appId={searchConfig.appId}
      apiKey={searchConfig.apiKey}
      indexName={searchConfig.indexName}
      placeholder="Search docs"
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      maxResultsPerGroup={5}
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems}
      hitComponent={Hit}
      navigator={navigator}
      getMissingResultsUrl={getMissingResultsUrl}
      resultsFooterComponent={resultsFooterComponent}
      translations={failed ? FAILED_SEARCH : undefined}
    />,
    document.body,
  );
}
