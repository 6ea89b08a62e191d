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

const ICONS: Record<string, string> = {
  note: "ℹ️", tip: "💡", info: "ℹ️", caution: "⚠️", warning: "⚠️", danger: "🔥", prerequisites: "☑️", strapi: "🚀", callout: "📣",
};

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const heading = title ?? DEFAULT_TITLES[type];
  return (
    <aside className={`admonition admonition-${type}`} aria-label={heading ?? type}>
      {heading && (
        <p className="admonition-title">
          <span aria-hidden="true">{ICONS[type]}</span> {heading}
        </p>
      )}
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
