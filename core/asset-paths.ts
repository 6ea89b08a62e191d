// Where the build puts what loaders, the worker and the browser read: URL paths under the
// static assets (public/ while building, build/client once built). Nothing else spells them.

/** Page, tag, home, status and sidebar data as JSON. */
export const DATA_BASE = "/_data";
/** Markdown twins of pages (core/markdown-twin.ts). */
export const MARKDOWN_BASE = "/_md";
/** The sharded search index (search/index-files.ts). */
export const SEARCH_BASE = `${DATA_BASE}/search`;
/** One JSON per sidebar (core/sidebar-tree.ts). */
export const SIDEBAR_DATA_BASE = `${DATA_BASE}/sidebars`;
/** One JSON per page, at the page's path. */
export const PAGE_DATA_BASE = `${DATA_BASE}/pages`;

export const dataUrl = {
  page: (pagePath: string) => `${PAGE_DATA_BASE}${pagePath}.json`,
  tag: (slug: string) => `${DATA_BASE}/tags/${slug}.json`,
  tagsIndex: `${DATA_BASE}/tags.json`,
  home: `${DATA_BASE}/home.json`,
  status: `${DATA_BASE}/status.json`,
  /** A sidebar's whole tree, named by a hash of its content so that browsers may keep it (public/_headers). */
  sidebar: (id: string, hash: string) => `${SIDEBAR_DATA_BASE}/${id}.${hash}.json`,
  /** The top-level blocks of a page's markdown twin, for Ask AI (pipeline/markdown/twin-blocks.ts). */
  twinBlocks: (pagePath: string) => `${DATA_BASE}/twin-blocks${pagePath}.json`,
};
