import { useEffect, useState } from "react";
import type { TocItem } from "../../core/tree";

/** The heading nearest above the top of the viewport is the one being read. */
function useActiveHeading(ids: string[]): string | undefined {
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

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc.map((item) => item.id));
  if (!toc.length) return null;
  return (
    <>
      <nav className="toc toc-desktop" aria-label="On this page">
        <p className="toc-title">On this page</p>
        <TocList toc={toc} active={active} />
      </nav>
      <details className="toc toc-mobile">
        <summary>On this page</summary>
        <TocList toc={toc} active={active} />
      </details>
    </>
  );
}
