// The DocSearch modal (loaded on demand), pointed at our own same-origin search API unless a
// hosted index is configured. Results navigate inside the app.
import "@docsearch/css";
import { DocSearchModal, type DocSearchProps } from "@docsearch/react";
import { useCallback, useEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import { Link, useNavigate } from "react-router";
import { pageUrl } from "../../core/routes";
import { searchConfig } from "../../core/search-config";

type SearchClient = Parameters<NonNullable<DocSearchProps["transformSearchClient"]>>[0];
type Host = { url: string; protocol: "http" | "https"; accept: "read" | "write" | "readWrite" };

const external = new RegExp(searchConfig.externalUrlRegex);

/** Internal results become paths; external ones stay absolute. */
function toSiteUrl(url: string): string {
  if (external.test(url)) return url;
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.hash;
}

// Props DocSearch compares by identity: defined once, so its autocomplete is never rebuilt.
const searchParameters = { facetFilters: searchConfig.facetFilters, hitsPerPage: 20 };
const transformItems: NonNullable<DocSearchProps["transformItems"]> = (items) => items.map((item) => ({ ...item, url: toSiteUrl(item.url) }));
const getMissingResultsUrl = ({ query }: { query: string }) => `${searchConfig.missingResultsUrl}${encodeURIComponent(query)}`;
/**
 * DocSearch hides its error screen when every host fails (see stack notes). We catch the
 * failure, answer with no hits, flag the page, and add the error texts to its no-results
 * screen; CSS shows them instead of the no-results texts while the flag is set.
 */
function showFailure(failed: boolean) {
  if (failed) document.documentElement.dataset.searchFailed = "true";
  else delete document.documentElement.dataset.searchFailed;
}

function useFailureScreen() {
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const screen = document.querySelector(".DocSearch-NoResults");
      if (!screen || screen.querySelector(".search-error-screen")) return;
      const notice = document.createElement("div");
      notice.className = "search-error-screen";
      notice.setAttribute("role", "alert");
      notice.innerHTML = '<p class="DocSearch-Title">Unable to fetch results</p><p class="DocSearch-Help">You might want to check your network connection.</p>';
      screen.appendChild(notice);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      showFailure(false);
    };
  }, []);
}

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return external.test(hit.url) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({ initialQuery, onClose }: { initialQuery?: string; onClose: () => void }) {
  const navigate = useNavigate();
  useFailureScreen();

  const transformSearchClient = useMemo(
    () => (client: SearchClient) => {
      if (!searchConfig.hosted) {
        const transporter = (client as unknown as { transporter: { hosts: Host[]; timeouts: { connect: number; read: number } } }).transporter;
        transporter.hosts.splice(0, transporter.hosts.length, {
          url: window.location.host,
          protocol: window.location.protocol === "https:" ? "https" : "http",
          accept: "readWrite",
        });
        // DocSearch gives up after 1 s (connect) and 2 s (read), tuned for Algolia's edge. Our worker
        // loads its index on the first query of an isolate, which can take longer on a cold start.
        transporter.timeouts.connect = 5_000;
        transporter.timeouts.read = 10_000;
      }
      const search = client.search.bind(client);
      client.search = (async (...args: Parameters<typeof search>) => {
        try {
          const response = await search(...args);
          showFailure(false);
          return response;
        } catch {
          showFailure(true);
          const requests = (args[0] as { requests?: unknown[] }).requests ?? [];
          return {
            results: requests.map(() => ({
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
          };
        }
      }) as typeof client.search;
      return client;
    },
    [],
  );

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
    />,
    document.body,
  );
}
