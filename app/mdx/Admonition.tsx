import type { ReactNode } from "react";

const DEFAULT_TITLES: Record<string, string | undefined> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  caution: "Caution",
  warning: "Warning",
  danger: "Warning",
  prerequisites: "Prerequisites",
};

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const heading = title ?? DEFAULT_TITLES[type];
  return (
    <aside className={`admonition admonition-${type}`} aria-label={heading ?? type}>
      {heading && <p className="admonition-title">{heading}</p>}
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
