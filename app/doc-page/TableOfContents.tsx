import { useEffect, useState } from "react";
import type { TocItem } from "../../core/tree";

/** The heading nearest above the top of the viewport is the one being read. */
export function useActiveHeading(toc: TocItem[]): string | undefined {
  const ids = toc.map((item) => item.id);
  const [active, setActive] = useState<string>();
  // The effect depends on the ids, not on the array: a page's next render makes a new one. Heading
  // ids never contain spaces (they are slugs).
  const key = ids.join(" ");
  useEffect(() => {
    if (!key) return;
    const headings = key.split(" ");
    const update = () => {
      let current: string | undefined = headings[0];
      for (const id of headings) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top < 120) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [key]);
  return active;
}

function TocList({ toc, active }: { toc: TocItem[]; active?: string }) {
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
export function TocColumn({ toc, active }: { toc: TocItem[]; active?: string }) {
  if (!toc.length) return null;
  return (
    <nav className="toc toc-desktop" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

/** The same list folded under the title on narrow screens: it is placed in the HTML where it shows, so nothing moves when it arrives. */
export function TocFold({ toc, active }: { toc: TocItem[]; active?: string }) {
  if (!toc.length) return null;
  return (
    <details className="toc toc-mobile">
      <summary>On this page</summary>
      <TocList toc={toc} active={active} />
    </details>
  );
}
