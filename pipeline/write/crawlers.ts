// sitemap.xml and robots.txt, from the route table (core/routes.ts) and the listed pages.
import { DISALLOWED_PATHS, SITEMAP_PATHS } from "../../core/routes";
import { site as siteConfig } from "../../core/site-config";
import type { Site } from "../site/types";

export function sitemap(site: Site): string {
  const listedPages = site.pages.filter((page) => !page.data.unlisted).map((page) => page.data.path);
  const urls = [...SITEMAP_PATHS, ...listedPages].map(
    (route) => `<url><loc>${siteConfig.url}${route}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n${DISALLOWED_PATHS.map((path) => `Disallow: ${path}\n`).join("")}\nSitemap: ${siteConfig.url}/sitemap.xml\n`;
}
