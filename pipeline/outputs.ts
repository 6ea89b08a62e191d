// Writes what the app and the worker read: one JSON per page and tag (served as
// static assets, so the worker bundle stays small), the prerender manifest, sitemap and robots.txt.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SiteStatusData, TagPageData, TagsIndexData } from "../core/page-data";
import { expandStaticComponents } from "./mdx/static-components";
import { site as siteConfig } from "../core/site-config";
import { dataUrl } from "../core/asset-paths";
import { DISALLOWED_PATHS, PRERENDERED_PATHS, SITEMAP_PATHS } from "../core/routes";
import type { Site } from "./site";

/** Where page data lives under public/, and so under the site's URL space. */
export const DATA_DIR = "_data";

export interface BuildManifest {
  builtAt: string;
  version: string;
  routes: string[];
  pageCount: number;
  tagCount: number;
}

/** Writes a file, creating its folder. */
export function write(file: string, contents: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

export function sitemap(site: Site): string {
  const listedPages = site.pages.filter((page) => !page.data.unlisted).map((page) => page.data.path);
  const urls = [...SITEMAP_PATHS, ...listedPages]
    .map((route) => `<url><loc>${siteConfig.url}${route}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function writeOutputs(site: Site, publicDir: string, manifestFile: string): BuildManifest {
  const dataDir = join(publicDir, DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  for (const page of site.pages) write(join(dataDir, "pages", `${page.data.path}.json`), JSON.stringify({ ...page.data, content: expandStaticComponents(page.data.content) }));
  for (const [id, items] of site.sidebars.trees) write(join(publicDir, dataUrl.sidebar(id)), JSON.stringify(items));
  for (const tag of site.tags) {
    const data: TagPageData = {
      tag: tag.summary,
      pages: tag.pages.map((page) => ({ title: page.data.title, href: page.data.path, description: page.data.description })),
    };
    write(join(dataDir, "tags", `${tag.summary.slug}.json`), JSON.stringify(data));
  }
  const index: TagsIndexData = { tags: site.tags.filter((tag) => !tag.unlisted).map((tag) => tag.summary) };
  write(join(dataDir, "tags.json"), JSON.stringify(index));
  const status: SiteStatusData = {
    version: siteConfig.version,
    docsFrameworkVersion: siteConfig.docsFrameworkVersion,
    builtAt: new Date().toISOString(),
    pageCount: site.pages.length,
    tagCount: site.tags.length,
  };
  write(join(dataDir, "status.json"), JSON.stringify(status));
  write(join(publicDir, "sitemap.xml"), sitemap(site));
  write(join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n${DISALLOWED_PATHS.map((path) => `Disallow: ${path}\n`).join("")}\nSitemap: ${siteConfig.url}/sitemap.xml\n`);

  const manifest: BuildManifest = {
    builtAt: status.builtAt,
    version: siteConfig.version,
    routes: [...PRERENDERED_PATHS, ...site.tags.map((tag) => tag.summary.href), ...site.pages.map((page) => page.data.path)],
    pageCount: site.pages.length,
    tagCount: site.tags.length,
  };
  write(manifestFile, JSON.stringify(manifest, null, 1));
  return manifest;
}
