import { useMemo, type CSSProperties } from "react";
import { useLocation } from "react-router";
import type { SidebarNode } from "../content/page-data";
import { useStoredState } from "../lib/use-stored-state";
import { AppNavLink } from "./AppLink";

type OpenState = Record<string, boolean>;

function containsPath(node: SidebarNode, path: string): boolean {
  if (node.type === "link") return node.href === path;
  return node.href === path || node.items.some((item) => containsPath(item, path));
}

function BadgeLabel({ badge }: { badge?: "new" | "updated" }) {
  return badge ? <span className={`sidebar-badge sidebar-badge-${badge}`}>{badge === "new" ? "New" : "Updated"}</span> : null;
}

function Items({ items, path, open, toggle, depth }: { items: SidebarNode[]; path: string; open: OpenState; toggle: (key: string, value: boolean) => void; depth: number }) {
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
                  {item.label} <BadgeLabel badge={item.badge} />
                </AppNavLink>
              )}
            </li>
          );
        }
        const active = containsPath(item, path);
        const expanded = !item.collapsible || (open[item.key] ?? (active || !item.collapsed));
        const listId = `sidebar-${item.key.replace(/[^a-z0-9]+/gi, "-")}`;
        return (
          <li key={item.key} className={`sidebar-category${item.className ? ` ${item.className}` : ""}`}>
            <div className="sidebar-category-row">
              {item.href ? (
                <AppNavLink className="sidebar-link sidebar-category-link" to={item.href} end>
                  {item.label} <BadgeLabel badge={item.badge} />
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
                  <span aria-hidden="true">▸</span>
                </button>
              )}
            </div>
            <div id={listId} className="sidebar-collapsible" data-expanded={expanded}>
              <div className="sidebar-collapsible-inner">
                <Items items={item.items} path={path} open={open} toggle={toggle} depth={depth + 1} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ items, label }: { items: SidebarNode[]; label: string }) {
  const { pathname } = useLocation();
  const [stored, store] = useStoredState("sidebar:categories", "{}");
  const open = useMemo<OpenState>(() => {
    try {
      return JSON.parse(stored) as OpenState;
    } catch {
      return {};
    }
  }, [stored]);
  const toggle = (key: string, value: boolean) => store(JSON.stringify({ ...open, [key]: value }));
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} path={pathname} open={open} toggle={toggle} depth={0} />
    </nav>
  );
}
