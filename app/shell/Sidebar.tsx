import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { useLocation } from "react-router";
import type { PageSidebar, SidebarNode } from "../../core/page-data";
import { dataUrl } from "../../core/asset-paths";
import { containsPath, opensDeferred } from "../../core/sidebar-tree";
import { useStoredState } from "../../ui/use-stored-state";
import { AppNavLink } from "../links/AppLink";

type OpenState = Record<string, boolean>;
type Category = Extract<SidebarNode, { type: "category" }>;

const isExpanded = (item: Category, path: string, open: OpenState) => !item.collapsible || (open[item.key] ?? (containsPath(item, path) || !item.collapsed));

/** Whole sidebars fetched this visit, by id: each is fetched once. */
const wholeSidebars = new Map<string, Promise<SidebarNode[]>>();

function fetchWholeSidebar(id: string): Promise<SidebarNode[]> {
  let pending = wholeSidebars.get(id);
  if (!pending) {
    pending = fetch(dataUrl.sidebar(id)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<SidebarNode[]>;
    });
    // A failed fetch may be tried again by the next category opened.
    pending.catch(() => wholeSidebars.delete(id));
    wholeSidebars.set(id, pending);
  }
  return pending;
}

/** The page's tree, replaced by the whole sidebar once a reader opens a category whose items it left out. */
function useSidebarItems(sidebar: PageSidebar, path: string, open: OpenState): SidebarNode[] {
  const [whole, setWhole] = useState<PageSidebar | null>(null);
  const items = whole?.id === sidebar.id ? whole.items : sidebar.items;
  const needed = opensDeferred(items, (item) => isExpanded(item, path, open));
  useEffect(() => {
    if (!needed) return;
    let current = true;
    fetchWholeSidebar(sidebar.id).then(
      (items) => current && setWhole({ id: sidebar.id, items }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed, sidebar.id]);
  return items;
}

function BadgeLabel({ badge }: { badge?: "new" | "updated" }) {
  return badge ? <span className={`sidebar-badge sidebar-badge-${badge}`}>{badge === "new" ? "New" : "Updated"}</span> : null;
}

function Items({
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
                  {item.label} <BadgeLabel badge={item.badge} />
                </AppNavLink>
              )}
            </li>
          );
        }
        const expanded = isExpanded(item, path, open);
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

export function Sidebar({ sidebar, label }: { sidebar: PageSidebar; label: string }) {
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
  const items = useSidebarItems(sidebar, pathname, open);
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} path={pathname} open={open} toggle={toggle} depth={0} />
    </nav>
  );
}
