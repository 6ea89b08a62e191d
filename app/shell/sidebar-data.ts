// The whole sidebar trees, fetched by the browser from their files (core/page-data.ts SidebarRef):
// a page's hydration data names the file, and its HTML shows the page's branch. Each file is fetched
// once a visit, and the browser's cache keeps it (its name changes with its content).
import { startTransition, useEffect, useReducer, type RefObject } from "react";
import type { SidebarNode } from "../../core/page-data";

const loaded = new Map<string, SidebarNode[]>();
const requests = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Starts fetching the sidebar at `url` unless it is fetched or under way; a failed fetch may be tried again. */
export function loadSidebar(url: string): void {
  if (requests.has(url)) return;
  const request = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<SidebarNode[]>;
    })
    .then((items) => {
      loaded.set(url, items);
      for (const listener of listeners) listener();
    })
    .catch(() => void requests.delete(url));
  requests.set(url, request);
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 3000 });
  return () => cancelIdleCallback(handle);
};

/**
 * The whole tree at `url` once fetched, undefined before. It is fetched at once when `soon` (nothing
 * else to show), else when the browser is idle if the sidebar `shown` then shows: a phone hides it, and
 * its menu loads the tree when opened. A reader pointing at the sidebar loads it at any time
 * (loadSidebar). Rendering it is a transition, so a long sidebar does not hold up the page.
 */
export function useSidebarTree(url: string, soon: boolean, shown: RefObject<HTMLElement | null>): SidebarNode[] | undefined {
  const [, update] = useReducer((count: number) => count + 1, 0);
  const items = loaded.get(url);
  useEffect(() => {
    const listener = () => startTransition(update);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => {
    if (items) return;
    if (soon) return loadSidebar(url);
    return whenIdle(() => {
      // Browsers without checkVisibility (Safari before 17.4) load it as before.
      if (shown.current?.checkVisibility?.() !== false) loadSidebar(url);
    });
  }, [url, items, soon, shown]);
  return items;
}
