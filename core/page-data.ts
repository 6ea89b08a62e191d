// The one object a doc page's loader returns; every layout component reads from it.
import type { TocItem, TreeNode } from "./tree";

export type Badge = "new" | "updated";

export type SidebarNode =
  | { type: "link"; label: string; href: string; external?: boolean; badge?: Badge; className?: string }
  | {
      type: "category";
      /** Stable key for remembering whether it is open. */
      key: string;
      label: string;
      href?: string;
      collapsible: boolean;
      collapsed: boolean;
      badge?: Badge;
      className?: string;
      items: SidebarNode[];
    };

/** Where the browser gets a sidebar's whole tree: one content-hashed JSON file per sidebar, cached for good. */
export interface SidebarRef {
  id: string;
  url: string;
}

/** A page's sidebar: its tree as the page's HTML shows it (core/sidebar-tree.ts), and where the whole one is. */
export interface PageSidebar extends SidebarRef {
  items: SidebarNode[];
}

export interface NavLink {
  label: string;
  href: string;
}

export interface DocPageData {
  path: string;
  title: string;
  description: string;
  content: TreeNode;
  toc: TocItem[];
  sidebar: PageSidebar | null;
  breadcrumbs: NavLink[];
  prev: NavLink | null;
  next: NavLink | null;
  editUrl: string | null;
  tags: NavLink[];
  unlisted: boolean;
  /** It has live code blocks, so its Content-Security-Policy allows eval (workers/security-headers.ts). */
  liveCode: boolean;
  /** What ran for it on the lab's Strapi (pipeline/site/run-record.ts), shown under the title; null when nothing did. */
  runRecord: TreeNode | null;
}

/** A doc page's contents list and run record (as HTML: the browser needs no renderer), which its frame carries only for a client navigation. */
export interface DocPageExtras {
  toc: TocItem[];
  runRecord: string | null;
}

/**
 * What a doc page's loader returns: everything but the article and the sidebar's tree, which reach the
 * browser once, as the server's HTML (app/doc-page/Article.tsx, app/shell/Sidebar.tsx); the browser
 * fetches the whole sidebar from its file. The extras come with a client navigation's frame; on a first
 * load the page's HTML has them, and the browser reads them there (app/doc-page/page-extras.ts).
 */
export type DocPageFrame = Omit<DocPageData, "content" | "runRecord" | "sidebar" | "toc"> & Partial<DocPageExtras> & { sidebar: SidebarRef | null };

export interface TagSummary {
  label: string;
  slug: string;
  href: string;
  count: number;
}

export interface TagPageData {
  tag: TagSummary;
  pages: { title: string; href: string; description: string }[];
}

export interface TagsIndexData {
  tags: TagSummary[];
}

/** The home page's cards (content/home.ts, less the links to planned pages). */
export interface HomeLink {
  label: string;
  href: string;
}

export interface HomeContent {
  hero: { title: string; text: string };
  carousel: { title: string; text: string; href: string }[];
  categories: { title: string; text: string; href: string; links: HomeLink[] }[];
}

/** Facts about the build, shown on /status. */
export interface SiteStatusData {
  version: string;
  docsFrameworkVersion: string;
  builtAt: string;
  pageCount: number;
  tagCount: number;
}
