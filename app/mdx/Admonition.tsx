import type { ReactNode } from "react";
import { ADMONITION_HEADINGS } from "../content/admonition-headings";

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const heading = title ?? ADMONITION_HEADINGS[type];
  return (
    <aside className={`admonition admonition-${type}`} aria-label={heading ?? type}>
      {heading && <p className="admonition-title">{heading}</p>}
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
