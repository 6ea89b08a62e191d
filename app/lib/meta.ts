import type { MetaDescriptor } from "react-router";
import { site } from "../site-config";

/** Title, description, canonical URL and OpenGraph tags of a page. */
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
