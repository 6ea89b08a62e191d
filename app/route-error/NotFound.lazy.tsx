import { Link } from "react-router";
import { pageUrl } from "../../core/routes";
import { MAX_QUERY_LENGTH } from "../../core/search-basics";
import searchPageCss from "../search/search-page.css?url";

// A lazy panel's stylesheet would come with its chunk, after the server's HTML: the link is in the
// server's HTML with the panel, and blocks the rendering of what follows it until it has loaded.
export default function NotFound() {
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <link rel="stylesheet" href={searchPageCss} />
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. It may have moved when the docs were reorganised for Strapi 5.</p>
      <form className="not-found-search" role="search" action={pageUrl.search()} method="get">
        <label htmlFor="not-found-q">Search the docs</label>
        <input id="not-found-q" name="q" type="search" maxLength={MAX_QUERY_LENGTH} placeholder="Search docs" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <ul className="not-found-links">
        <li>
          <Link to="/dev-docs/intro">Developer docs</Link>
        </li>
        <li>
          <Link to="/user-docs/intro">User guide</Link>
        </li>
        <li>
          <Link to="/cloud/intro">Cloud docs</Link>
        </li>
      </ul>
    </main>
  );
}
