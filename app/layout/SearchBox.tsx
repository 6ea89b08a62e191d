import { useSearchParams } from "react-router";

/** The search entry in the navbar: a plain GET form to /search, which works without JavaScript. */
export function SearchBox() {
  const [params] = useSearchParams();
  return (
    <form className="search-box" role="search" action="/search" method="get">
      <label htmlFor="navbar-search" className="visually-hidden">
        Search docs
      </label>
      <input id="navbar-search" name="q" type="search" placeholder="Search docs" maxLength={64} defaultValue={params.get("q") ?? ""} autoComplete="off" />
    </form>
  );
}
