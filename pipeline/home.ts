// The home page's cards (content/home.ts), checked against the pages that exist: a link to a
// planned page is left out until the page is written; a link to no page at all fails the build.
import type { HomeContent } from "../core/page-data";

export function resolveHome(
  home: HomeContent,
  routes: ReadonlySet<string>,
  planned: ReadonlySet<string>,
): { home: HomeContent; problems: string[]; omitted: string[] } {
  const problems: string[] = [];
  const omitted: string[] = [];
  const keep = (href: string) => {
    if (routes.has(href)) return true;
    if (planned.has(href.slice(1))) omitted.push(href);
    else problems.push(`content/home.ts: link to "${href}": no page at ${href}`);
    return false;
  };
  return {
    home: {
      ...home,
      carousel: home.carousel.filter((card) => keep(card.href)),
      categories: home.categories
        .map((category) => ({ ...category, links: category.links.filter((link) => keep(link.href)) }))
        .filter((category) => keep(category.href)),
    },
    problems,
    omitted,
  };
}
