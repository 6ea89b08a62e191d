import type { ReactNode } from "react";
import { ContentLink } from "./ContentLink";

export function CustomDocCardsWrapper({ children }: { children?: ReactNode }) {
  return <div className="doc-cards">{children}</div>;
}

export function CustomDocCard({ title, description, link }: { title: string; description?: string; link: string }) {
  return (
    <ContentLink href={link} className="doc-card">
      <span className="doc-card-title">{title}</span>
      {description && <span className="doc-card-description">{description}</span>}
    </ContentLink>
  );
}
