// A sidebar as a page carries it: whole around the page, and without the items of the
// collapsed categories it is not in. Those the browser fetches, once per sidebar, when a
// reader opens one. A page's data and HTML then grow with its own branch, not with the site:
// a 3,000-page sidebar copied into every page made the build quadratic.
import type { SidebarNode } from "./page-data";

type Category = Extract<SidebarNode, { type: "category" }>;

export function containsPath(node: SidebarNode, path: string): boolean {
  if (node.type === "link") return node.href === path;
  return node.href === path || node.items.some((item) => containsPath(item, path));
}

/** The tree for the page at `path`: collapsed categories elsewhere keep their row, not their items. */
export function sidebarForPage(items: SidebarNode[], path: string): SidebarNode[] {
  return items.map((item) => {
    if (item.type === "link") return item;
    if (item.collapsible && item.collapsed && !containsPath(item, path)) return { ...item, items: [], deferred: true };
    return { ...item, items: sidebarForPage(item.items, path) };
  });
}

/** Whether a deferred category would be shown open, so the whole tree is needed. */
export function opensDeferred(items: SidebarNode[], isOpen: (category: Category) => boolean): boolean {
  return items.some((item) => item.type === "category" && isOpen(item) && (item.deferred || opensDeferred(item.items, isOpen)));
}
