import { isRouteErrorResponse, type LinkDescriptor, type MetaDescriptor } from "react-router";
import { searchHost } from "../../core/search-basics";
import { site } from "../../core/site-config";

/** Title, description, canonical URL and OpenGraph tags of a page. */
/** The links of every page's head. */
export function siteLinks(): LinkDescriptor[] {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    // A hosted search index answers from another origin: open that connection early.
    ...(searchHost.hosted ? [{ rel: "preconnect", href: `https://${searchHost.appId}-dsn.algolia.net`, crossOrigin: "anonymous" as const }] : []),
  ];
}

export function pageMeta({ title, description, path, noindex }: { title: string; description: string; path: string; noindex?: boolean }): MetaDescriptor[] {
  const fullTitle = path === "/" ? site.title : `${title} | ${site.title}`;
  const url = `${site.url}${path === "/" ? "" : path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.title },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The meta of an error page: the 404 page or a failure, never indexed. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? "Page not found" : "Something went wrong"} | ${site.title}` }, { name: "robots", content: "noindex" }];
}
