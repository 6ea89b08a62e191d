import type { AnchorHTMLAttributes } from "react";
import { isExternalLink } from "../../core/external-link";

/**
 * A link in the article, as the server writes it: a plain anchor, external ones opening a new tab.
 * The article is never rendered by React in the browser: its site links navigate in the app through
 * the doc page's delegated listener (app/doc-page/Article.tsx).
 */
export function ArticleLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href} {...rest} {...(isExternalLink(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
