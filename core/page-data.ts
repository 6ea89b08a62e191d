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
      /** Its items were left out of this page's copy (see sidebar-tree.ts). */
      deferred?: boolean;
    };

export interface PageSidebar {
  id: string;
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

/**
 * What a doc page's loader returns: everything but the article, which reaches the browser once, as the
 * server's HTML (app/doc-page/Article.tsx). The run record comes as HTML too: the browser needs no renderer.
 */
export type DocPageFrame = Omit<DocPageData, "content" | "runRecord"> & { runRecord: string | null };

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
