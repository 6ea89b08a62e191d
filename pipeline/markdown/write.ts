// Writes the markdown for tools as static assets: each page's twin (served at `{path}.md`) and its
// blocks for Ask AI, /llms.txt and /llms-full.txt.
import { join } from "node:path";
import { dataUrl } from "../../core/asset-paths";
import { markdownAsset, markdownUrl } from "../../core/markdown-twin";
import { site as siteConfig } from "../../core/site-config";
import { write } from "../write/file";
import type { Site } from "../site/types";
import { llmsTxt, pagesByArea, sidebarOrder } from "./llms-txt";
import { pageMarkdown } from "./page-markdown";
import { twinBlocksJson } from "./twin-blocks";

const SUMMARY =
  "Strapi is an open-source headless CMS: developers model content and get REST and GraphQL APIs for it, and editors manage that content in an admin panel. " +
  "These are the docs of Strapi 5 (developer docs for installing, configuring, customising and deploying a project; user docs for the admin panel) and of Strapi Cloud, the hosting platform for Strapi projects.";

const DETAILS =
  `Each link below leads to a page's markdown. Every page of the site has one: add \`.md\` to the page's URL, or request the page with \`Accept: text/markdown\`. ` +
  `The markdown of every page listed here, in this order, is at ${siteConfig.url}/llms-full.txt.`;

export interface MarkdownOutputs {
  pages: number;
  llmsTxtBytes: number;
  llmsFullBytes: number;
  /** The twins' blocks for Ask AI, all pages together. */
  twinBlocksBytes: number;
}

export function writeMarkdownOutputs(site: Site, publicDir: string): MarkdownOutputs {
  const context = { siteUrl: siteConfig.url };
  const pages = site.pages.map((page) => ({ ...page.data, markdown: pageMarkdown(page.data, context) }));
  let twinBlocksBytes = 0;
  for (const page of pages) {
    write(join(publicDir, markdownAsset(page.path)), page.markdown);
    const blocks = twinBlocksJson(page.markdown);
    write(join(publicDir, dataUrl.twinBlocks(page.path)), blocks);
    twinBlocksBytes += Buffer.byteLength(blocks);
  }

  const areas = pagesByArea(pages, sidebarOrder(site.sidebars.trees.values()));
  const index = llmsTxt({
    title: siteConfig.title,
    summary: SUMMARY,
    details: DETAILS,
    sections: areas.map(({ area, pages: listed }) => ({
      title: area.title,
      links: listed.map((page) => ({ title: page.title, url: siteConfig.url + markdownUrl(page.path), description: page.description })),
    })),
  });
  const full = [`# ${siteConfig.title}\n\n> ${SUMMARY}\n`, ...areas.flatMap(({ pages: listed }) => listed.map((page) => page.markdown))].join("\n");
  write(join(publicDir, "llms.txt"), index);
  write(join(publicDir, "llms-full.txt"), full);
  return { pages: pages.length, llmsTxtBytes: Buffer.byteLength(index), llmsFullBytes: Buffer.byteLength(full), twinBlocksBytes };
}
