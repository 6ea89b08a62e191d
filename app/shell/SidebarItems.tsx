// A sidebar's tree as nested lists, on the server (server-sidebar.tsx) and in the browser (Sidebar.tsx).
import type { CSSProperties } from "react";
import type { SidebarNode } from "../../core/page-data";
import { containsPath } from "../../core/sidebar-tree";
import { AppNavLink } from "../links/AppLink";
import { Icon } from "../../ui/Icon";

/** Categories the reader opened (true) or closed (false), by key; the others follow the tree's defaults. */
export type OpenState = Record<string, boolean>;
export type Category = Extract<SidebarNode, { type: "category" }>;

const isExpanded = (item: Category, path: string, open: OpenState) => !item.collapsible || (open[item.key] ?? (containsPath(item, path) || !item.collapsed));

/** The id of a category's list, which its toggle controls. */
export const categoryListId = (category: Category) => `sidebar-${category.key.replace(/[^a-z0-9]+/gi, "-")}`;

/** A row's label, and its badge after a space: a row without one has nothing else in its HTML. */
function Label({ label, badge }: { label: string; badge?: "new" | "updated" }) {
  if (!badge) return label;
  return (
    <>
      {`${label} `}
      <span className={`sidebar-badge sidebar-badge-${badge}`}>{badge === "new" ? "New" : "Updated"}</span>
    </>
  );
}

export function SidebarItems({
  items,
  path,
  open,
  toggle,
  depth,
}: {
  items: SidebarNode[];
  path: string;
  open: OpenState;
  toggle: (key: string, value: boolean) => void;
  depth: number;
}) {
  return (
    <ul className="sidebar-list" style={{ "--depth": depth } as CSSProperties}>
      {items.map((item) => {
        if (item.type === "link") {
          return (
            <li key={item.href + item.label} className={item.className}>
              {item.external ? (
                <a className="sidebar-link" href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </a>
              ) : (
                <AppNavLink className="sidebar-link" to={item.href} end>
                  <Label label={item.label} badge={item.badge} />
                </AppNavLink>
              )}
            </li>
          );
        }
        const expanded = isExpanded(item, path, open);
        const listId = categoryListId(item);
        return (
          <li key={item.key} className={`sidebar-category${item.className ? ` ${item.className}` : ""}`}>
            <div className="sidebar-category-row">
              {item.href ? (
                <AppNavLink className="sidebar-link sidebar-category-link" to={item.href} end>
                  <Label label={item.label} badge={item.badge} />
                </AppNavLink>
              ) : (
                <span className="sidebar-category-label">{item.label}</span>
              )}
              {item.collapsible && (
                <button
                  type="button"
                  className="sidebar-toggle"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  aria-label={`${expanded ? "Collapse" : "Expand"} ${item.label}`}
                  onClick={() => toggle(item.key, !expanded)}
                >
                  <Icon name="chevron" size={16} />
                </button>
              )}
            </div>
            <div id={listId} className="sidebar-collapsible" data-expanded={expanded}>
              <div className="sidebar-collapsible-inner">
                <SidebarItems items={item.items} path={path} open={open} toggle={toggle} depth={depth + 1} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
