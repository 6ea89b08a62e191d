// Layout helpers authors use: side-by-side columns and a low-emphasis callout.
import type { ReactNode } from "react";

export function SideBySideContainer({ children }: { children?: ReactNode }) {
  return <div className="side-by-side">{children}</div>;
}

export function SideBySideColumn({ children }: { children?: ReactNode }) {
  return <div className="side-by-side-column">{children}</div>;
}

export function SubtleCallout({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <aside className="subtle-callout" aria-label={title ?? "Note"}>
      {title && <p className="subtle-callout-title">{title}</p>}
      {children}
    </aside>
  );
}
