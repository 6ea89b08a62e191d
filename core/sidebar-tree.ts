// A sidebar as a page's HTML shows it: whole around the page, and without the items of the
// collapsed categories it is not in. The browser fetches the whole tree, once per sidebar (its file
// is named by its content, so a reader's later pages reuse it). A page's data and HTML then grow with
// its own branch, not with the site: a 3,000-page sidebar copied into every page made the build quadratic.
import type { SidebarNode } from "./page-data";

export function containsPath(node: SidebarNode, path: string): boolean {
  if (node.type === "link") return node.href === path;
  return node.href === path || node.items.some((item) => containsPath(item, path));
}

/** The tree for the page at `path`: collapsed categories elsewhere keep their row, not their items. */
export function sidebarForPage(items: SidebarNode[], path: string): SidebarNode[] {
  return items.map((item) => {
    if (item.type === "link") return item;
    if (item.collapsible && item.collapsed && !containsPath(item, path)) return { ...item, items: [] };
    return { ...item, items: sidebarForPage(item.items, path) };
  });
}
