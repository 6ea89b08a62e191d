// The JSON that loaders and the browser read (core/asset-paths.ts): one file per page, tag and
// sidebar, the tags index, the home cards and the build status. Static assets, not worker code,
// so the worker bundle stays the same size whatever the content.
import { join } from "node:path";
import type { HomeContent } from "../../core/page-data";
import { dataUrl } from "../../core/asset-paths";
import type { SiteStatusData, TagPageData, TagsIndexData } from "../../core/page-data";
import { site as siteConfig } from "../../core/site-config";
import { expandStaticComponents } from "../../components/registry";
import type { Site } from "../site/types";
import { sidebarDataFile } from "../sidebars/data-file";
import { write } from "./file";

export function writeData(site: Site, home: HomeContent, publicDir: string, builtAt: string): void {
  const json = (url: string, data: unknown) => write(join(publicDir, url), JSON.stringify(data));
  for (const page of site.pages) json(dataUrl.page(page.data.path), { ...page.data, content: expandStaticComponents(page.data.content) });
  for (const [id, items] of site.sidebars.trees) {
    const file = sidebarDataFile(id, items);
    write(join(publicDir, file.url), file.json);
  }
  for (const tag of site.tags) {
    const data: TagPageData = {
      tag: tag.summary,
      pages: tag.pages.map((page) => ({ title: page.data.title, href: page.data.path, description: page.data.description })),
    };
    json(dataUrl.tag(tag.summary.slug), data);
  }
  json(dataUrl.tagsIndex, { tags: site.tags.filter((tag) => !tag.unlisted).map((tag) => tag.summary) } satisfies TagsIndexData);
  json(dataUrl.home, home);
  const status: SiteStatusData = {
    version: siteConfig.version,
    docsFrameworkVersion: siteConfig.docsFrameworkVersion,
    builtAt,
    pageCount: site.pages.length,
    tagCount: site.tags.length,
  };
  json(dataUrl.status, status);
}
