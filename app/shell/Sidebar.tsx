// The docs sidebar. The server renders the page's branch (server-sidebar.tsx); the browser keeps
// that HTML on the first page (hydration does not render it again, so the hydration data has no tree)
// and fetches the whole tree when idle, or at once when a reader points at the sidebar or opens the
// mobile menu, or on a client navigation; from then on the tree is rendered here.
import { useEffect, useMemo, useRef, useState, type MouseEvent, type SyntheticEvent } from "react";
import { useLocation } from "react-router";
import type { SidebarNode, SidebarRef } from "../../core/page-data";
import { useStoredState } from "../../ui/use-stored-state";
import { useLinkNavigation, useLinkPrefetch } from "../links/delegated-links";
import { ServerSidebarItems } from "./server-sidebar";
import { loadSidebar, useSidebarTree } from "./sidebar-data";
import { categoryListId, SidebarItems, type Category, type OpenState } from "./SidebarItems";

/** The first page's sidebar HTML, as the server sent it: read once, before hydration changes anything. */
let serverSidebar: { path: string; html: string | undefined } | undefined;
function keptHtml(path: string): string | undefined {
  serverSidebar ??= { path, html: document.querySelector(".docs-sidebar > .sidebar")?.innerHTML };
  return serverSidebar.path === path ? serverSidebar.html : undefined;
}

function findCategory(items: SidebarNode[], listId: string): Category | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    const found = categoryListId(item) === listId ? item : findCategory(item.items, listId);
    if (found) return found;
  }
}

/** What a control in the kept HTML is, to find it again in the rendered tree. */
function selectorOf(element: Element): string | undefined {
  const href = element.getAttribute("href");
  if (href) return `a[href="${CSS.escape(href)}"]`;
  const controls = element.getAttribute("aria-controls");
  if (controls) return `[aria-controls="${CSS.escape(controls)}"]`;
}

function useOpenCategories(): [OpenState, (key: string, value: boolean) => void] {
  const [stored, store] = useStoredState("sidebar:categories", "{}");
  const open = useMemo<OpenState>(() => {
    try {
      return JSON.parse(stored) as OpenState;
    } catch {
      return {};
    }
  }, [stored]);
  return [open, (key, value) => store(JSON.stringify({ ...open, [key]: value }))];
}

export function Sidebar({ sidebar, label }: { sidebar: SidebarRef; label: string }) {
  const { pathname } = useLocation();
  const [open, toggle] = useOpenCategories();
  const kept = import.meta.env.SSR ? undefined : keptHtml(pathname);
  const followLink = useLinkNavigation();
  const prefetch = useLinkPrefetch();
  // A toggle clicked in the kept HTML, and the control that had focus there: applied to the tree once it is here.
  const [pendingToggle, setPendingToggle] = useState<{ listId: string; expand: boolean }>();
  // While a pointer is down on the kept HTML, the tree waits: replacing the element under a press would
  // send the click to the sidebar itself, not to the link (pointing at the sidebar is what loads the tree).
  const [pressed, setPressed] = useState(false);
  const focused = useRef<string>();
  const nav = useRef<HTMLElement>(null);
  const items = useSidebarTree(sidebar.url, kept === undefined, nav);

  useEffect(() => {
    if (!items || !pendingToggle) return;
    const category = findCategory(items, pendingToggle.listId);
    if (category) toggle(category.key, pendingToggle.expand);
    setPendingToggle(undefined);
  }, [items, pendingToggle, toggle]);
  useEffect(() => {
    if (!pressed) return;
    // After the click: it is dispatched in the same task as the pointer's release.
    const release = () => setTimeout(() => setPressed(false));
    addEventListener("pointerup", release, { once: true });
    addEventListener("pointercancel", release, { once: true });
    return () => {
      removeEventListener("pointerup", release);
      removeEventListener("pointercancel", release);
    };
  }, [pressed]);
  useEffect(() => {
    const selector = focused.current;
    if (!items || !selector) return;
    focused.current = undefined;
    if (!document.activeElement || document.activeElement === document.body) nav.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [items]);

  if (import.meta.env.SSR)
    return (
      <nav className="sidebar" aria-label={label}>
        <ServerSidebarItems path={pathname} />
      </nav>
    );
  // The prefetch a reader's pointing started in the kept HTML stays mounted when the tree replaces it:
  // the pointing itself loads the tree, and the link under the pointer gets no new hover.
  if (items && !pressed)
    return (
      <>
        <nav key="tree" ref={nav} className="sidebar" aria-label={label}>
          <SidebarItems items={items} path={pathname} open={open} toggle={toggle} depth={0} />
        </nav>
        {prefetch.links}
      </>
    );

  const onIntent = (event: SyntheticEvent) => {
    loadSidebar(sidebar.url);
    prefetch.onIntent(event);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest(".sidebar-toggle");
    const listId = button?.getAttribute("aria-controls");
    if (!listId) return followLink(event);
    setPendingToggle({ listId, expand: button?.getAttribute("aria-expanded") !== "true" });
    loadSidebar(sidebar.url);
  };
  return (
    <>
      <nav
        key="kept"
        ref={nav}
        className="sidebar"
        aria-label={label}
        onClick={onClick}
        onMouseOver={onIntent}
        onTouchStart={onIntent}
        onPointerDown={() => setPressed(true)}
        onFocus={(event) => {
          focused.current = selectorOf(event.target);
          onIntent(event);
        }}
        dangerouslySetInnerHTML={{ __html: kept ?? "" }}
      />
      {prefetch.links}
    </>
  );
}
