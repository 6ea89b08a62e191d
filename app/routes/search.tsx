// /search?q=: results rendered by the worker, so a shared link works without JavaScript.
import { pageUrl } from "../../core/routes";
import { MAX_QUERY_LENGTH } from "../../core/search-basics";
import { AppLink } from "../links/AppLink";
import { pageMeta } from "../head/meta";
import { searchDocs } from "../loaders/search.server";
import type { Route } from "./+types/search";
import "./search.css";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 50);
  if (!query.trim()) return { query, page, results: null };
  return { query, page, results: await searchDocs(context, query, page - 1, PER_PAGE) };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: data?.query ? `Search results for "${data.query}"` : "Search",
    description: "Search the Strapi 5 documentation.",
    path: pageUrl.search(),
    noindex: true,
  });
}

/** Snippets are escaped by the engine; only its <mark> tags are markup. */
function Marked({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, page, results } = loaderData;
  const pageLink = (target: number) => pageUrl.search(query, target);
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>{query ? `Search results for "${query}"` : "Search the documentation"}</h1>
      <form role="search" action={pageUrl.search()} method="get" className="search-page-form">
        <label htmlFor="search-page-q" className="visually-hidden">
          Search docs
        </label>
        <input id="search-page-q" name="q" type="search" maxLength={MAX_QUERY_LENGTH} defaultValue={query} placeholder="Search docs" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {results && (
        <>
          <p className="search-count" role="status">
            {results.nbHits === 0 ? `No results for "${query}".` : `${results.nbHits} result${results.nbHits === 1 ? "" : "s"}`}
          </p>
          <ol className="search-results">
            {results.groups.map((group) => (
              <li key={group.url} className="search-result">
                <p className="search-result-section">{group.section}</p>
                <h2>
                  <AppLink to={group.url}>{group.title}</AppLink>
                </h2>
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <AppLink to={hit.url} className="search-result-heading">
                        <Marked
                          html={
                            (hit.hierarchy.lvl3
                              ? hit._highlightResult.hierarchy.lvl3
                              : (hit._highlightResult.hierarchy.lvl2 ?? hit._highlightResult.hierarchy.lvl1)
                            )?.value ?? group.title
                          }
                        />
                      </AppLink>
                      {hit._snippetResult.content && (
                        <p className="search-result-snippet">
                          <Marked html={hit._snippetResult.content.value} />
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {results.nbPages > 1 && (
            <nav className="pagination" aria-label="Search result pages">
              {page > 1 && (
                <a className="pagination-link pagination-prev" href={pageLink(page - 1)}>
                  <span className="pagination-label">Previous results</span>
                </a>
              )}
              {page < results.nbPages && (
                <a className="pagination-link pagination-next" href={pageLink(page + 1)}>
                  <span className="pagination-label">More results</span>
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </main>
  );
}
