// Resolves content/sidebars.ts against the pages that exist: sidebar trees,
// and for every page its sidebar, breadcrumbs and previous/next links.
import { isExternalLink } from "../../core/external-link";
import type { Badge, NavLink, SidebarNode } from "../../core/page-data";
import type { SidebarConfigItem, SidebarsConfig } from "../../core/sidebar-config";

export interface SidebarDoc {
  id: string;
  path: string;
  title: string;
  sidebarLabel?: string;
  unlisted: boolean;
}

export interface PagePlacement {
  sidebarId: string;
  breadcrumbs: NavLink[];
  prev: NavLink | null;
  next: NavLink | null;
}

export interface ResolvedSidebars {
  trees: Map<string, SidebarNode[]>;
  placements: Map<string, PagePlacement>;
  /** Doc ids named by the sidebars whose pages are planned but not written yet. */
  skipped: string[];
}

export class UnknownIdError extends Error {
  constructor(kind: "doc id" | "sidebar id", id: string, where: string, available: Iterable<string>) {
    super(`Unknown ${kind} "${id}" ${where}. Available ${kind}s: ${[...available].sort().join(", ")}`);
    this.name = "UnknownIdError";
  }
}

function badgeOf(flags?: { new?: boolean; updated?: boolean }): Badge | undefined {
  return flags?.new ? "new" : flags?.updated ? "updated" : undefined;
}

export function resolveSidebars(config: SidebarsConfig, docs: ReadonlyMap<string, SidebarDoc>, planned: ReadonlySet<string> = new Set()): ResolvedSidebars {
  const trees = new Map<string, SidebarNode[]>();
  const placements = new Map<string, PagePlacement>();
  const skipped: string[] = [];

  const lookup = (id: string, sidebarId: string): SidebarDoc | undefined => {
    const doc = docs.get(id);
    if (doc) return doc;
    if (planned.has(id)) {
      skipped.push(id);
      return undefined;
    }
    throw new UnknownIdError("doc id", id, `in sidebar "${sidebarId}"`, docs.keys());
  };

  for (const [sidebarId, items] of Object.entries(config)) {
    // Reading order of the pages in this sidebar, with the categories above each.
    const order: { doc: SidebarDoc; label: string; crumbs: NavLink[] }[] = [];

    const resolveItems = (list: SidebarConfigItem[], crumbs: NavLink[], keyPrefix: string): SidebarNode[] => {
      const out: SidebarNode[] = [];
      for (const item of list) {
        if (item.type === "link") {
          out.push({ type: "link", label: item.label, href: item.href, external: isExternalLink(item.href) || undefined });
        } else if (item.type === "doc") {
          const doc = lookup(item.id, sidebarId);
          if (!doc || doc.unlisted) continue;
          const label = item.label ?? doc.sidebarLabel ?? doc.title;
          order.push({ doc, label, crumbs });
          out.push({ type: "link", label, href: doc.path, badge: badgeOf(item.customProps), className: item.className });
        } else {
          const key = `${keyPrefix}/${item.label}`;
          const indexDoc = item.link ? lookup(item.link, sidebarId) : undefined;
          const crumb: NavLink = { label: item.label, href: indexDoc?.path ?? "" };
          if (indexDoc) order.push({ doc: indexDoc, label: item.label, crumbs });
          const children = resolveItems(item.items, [...crumbs, crumb], key);
          if (!indexDoc && children.length === 0) continue;
          const collapsible = item.collapsible ?? true;
          out.push({
            type: "category",
            key,
            label: item.label,
            href: indexDoc?.path,
            collapsible,
            collapsed: collapsible && (item.collapsed ?? true),
            badge: badgeOf(item.customProps),
            className: item.className,
            items: children,
          });
        }
      }
      return out;
    };

    trees.set(sidebarId, resolveItems(items, [], sidebarId));
    order.forEach((entry, index) => {
      if (placements.has(entry.doc.id)) return; // a page shown in several sidebars belongs to the first
      // The nearest other page: a category's own page is often listed again as its first item, and
      // "Next" must not lead back to the page it is on.
      const link = (step: 1 | -1): NavLink | null => {
        let at = index + step;
        while (order[at]?.doc.id === entry.doc.id) at += step;
        const other = order[at];
        return other ? { label: other.label, href: other.doc.path } : null;
      };
      placements.set(entry.doc.id, {
        sidebarId,
        breadcrumbs: entry.crumbs.filter((crumb) => crumb.href !== entry.doc.path),
        prev: link(-1),
        next: link(1),
      });
    });
  }
  return { trees, placements, skipped };
}
