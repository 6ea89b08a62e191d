import { useEffect, useState } from "react";
import type { TocItem } from "../../core/tree";

/** The heading nearest above the top of the viewport is the one being read. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!ids.length) return;
    const update = () => {
      let current: string | undefined = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top < 120) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [ids.join(" ")]);
  return active;
}

function TocList({ toc, active }: { toc: TocItem[]; active?: string }) {
  return (
    <ul className="toc-list">
      {toc.map((item) => (
        <li key={item.id} className={`toc-item toc-level-${item.level}`}>
          <a href={`#${item.id}`} className={item.id === active ? "toc-link toc-link-active" : "toc-link"} aria-current={item.id === active ? "location" : undefined}>
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
