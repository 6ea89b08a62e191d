import { useMemo, useSyncExternalStore } from "react";
import type { TocItem } from "../../core/tree";

/** Heading tops above this line (px from the viewport's top) have been reached. */
const READING_LINE = 120;

/** The heading being read, measured on scroll, for the lists that show it. */
export interface ActiveHeading {
  subscribe: (onChange: () => void) => () => void;
  current: () => string | undefined;
}

/**
 * The heading nearest above the reading line is the one being read. Only the contents lists read it
 * (useSyncExternalStore), so a scroll, or the first measure after hydration, re-renders those lists
 * and not the page around them. Nothing is measured before the first list subscribes: hydration
 * renders what the server did (no heading active).
 */
export function useActiveHeading(toc: TocItem[]): ActiveHeading {
  // Keyed on the ids, not on the array: a page's next render makes a new one. Ids are slugs, without spaces.
  const key = toc.map((item) => item.id).join(" ");
  return useMemo(() => activeHeading(key ? key.split(" ") : []), [key]);
}

function activeHeading(ids: string[]): ActiveHeading {
  let active: string | undefined;
  const listeners = new Set<() => void>();
  const measure = () => {
    let reached = ids[0];
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top < READING_LINE) reached = id;
    }
    if (reached === active) return;
    active = reached;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      if (listeners.size === 1) {
        window.addEventListener("scroll", measure, { passive: true });
        measure();
      }
      return () => {
        listeners.delete(onChange);
        if (!listeners.size) window.removeEventListener("scroll", measure);
      };
    },
    current: () => active,
  };
}

const noneOnTheServer = () => undefined;

function TocList({ toc, source }: { toc: TocItem[]; source: ActiveHeading }) {
  const active = useSyncExternalStore(source.subscribe, source.current, noneOnTheServer);
  return (
    <ul className="toc-list">
      {toc.map((item) => (
        <li key={item.id} className={`toc-item toc-level-${item.level}`}>
          <a
            href={`#${item.id}`}
            className={item.id === active ? "toc-link toc-link-active" : "toc-link"}
            aria-current={item.id === active ? "location" : undefined}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The side column of wide screens. */
export function TocColumn({ toc, active }: { toc: TocItem[]; active: ActiveHeading }) {
  if (!toc.length) return null;
  return (
    <nav className="toc toc-desktop" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList toc={toc} source={active} />
    </nav>
  );
}

/** The same list folded under the title on narrow screens: it is placed in the HTML where it shows, so nothing moves when it arrives. */
export function TocFold({ toc, active }: { toc: TocItem[]; active: ActiveHeading }) {
  if (!toc.length) return null;
  return (
    <details className="toc toc-mobile">
      <summary>On this page</summary>
      <TocList toc={toc} source={active} />
    </details>
  );
}
