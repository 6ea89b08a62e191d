import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/search";

const MAX_QUERY = 64;

export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  return { query };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: data?.query ? `Search results for "${data.query}"` : "Search", description: "Search the Strapi 5 documentation.", path: "/search", noindex: true });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>{loaderData.query ? `Search results for "${loaderData.query}"` : "Search the documentation"}</h1>
      <form role="search" action="/search" method="get" className="search-page-form">
        <label htmlFor="search-page-q" className="visually-hidden">
          Search docs
        </label>
        <input id="search-page-q" name="q" type="search" maxLength={MAX_QUERY} defaultValue={loaderData.query} placeholder="Search docs" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </main>
  );
}
