import type { DocPageFrame } from "../../core/page-data";
import { site } from "../../core/site-config";
import { DocsShell } from "../shell/DocsShell";
import { TocColumn, TocFold, useActiveHeading } from "./TableOfContents";
import { AppLink } from "../links/AppLink";
import { Article } from "./Article";
import { CopyPageButton } from "./CopyPageButton";
import { RUN_RECORD_CLASS, usePageExtras } from "./page-extras";
import "./doc-page.css";

/**
 * `article`: the article's HTML fetched by client navigation (the first load keeps the server's).
 * `crash`: the content failed to render (see the doc route's ErrorBoundary); the fallback takes its place.
 */
export function DocPage({ page, article, crash }: { page: DocPageFrame; article?: string; crash?: Error }) {
  const { toc, runRecord } = usePageExtras(page);
  const activeHeading = useActiveHeading(toc);
  return (
    <DocsShell sidebar={page.sidebar}>
      <div className="doc-columns">
        <article className="doc">
          {page.breadcrumbs.length > 0 && (
            <nav className="breadcrumbs" aria-label="Breadcrumbs">
              <ol>
                <li>
                  <AppLink to="/" aria-label="Home page">
                    Home
                  </AppLink>
                </li>
                {page.breadcrumbs.map((crumb) => (
                  <li key={crumb.label}>{crumb.href ? <AppLink to={crumb.href}>{crumb.label}</AppLink> : <span>{crumb.label}</span>}</li>
                ))}
                <li aria-current="page">{page.title}</li>
              </ol>
            </nav>
          )}
          <header className="doc-header">
            <h1>{page.title}</h1>
            <CopyPageButton path={page.path} />
          </header>
          <TocFold toc={toc} active={activeHeading} />
          {runRecord && <div className={RUN_RECORD_CLASS} dangerouslySetInnerHTML={{ __html: runRecord }} />}
          <Article html={article} crash={crash} />
          <footer className="doc-footer">
            {page.tags.length > 0 && (
              <ul className="doc-tags" aria-label="Tags">
                {page.tags.map((tag) => (
                  <li key={tag.href}>
                    <AppLink className="tag" to={tag.href}>
                      {tag.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
            {page.editUrl && (
              <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                {site.editLinkLabel}
              </a>
            )}
          </footer>
          {(page.prev || page.next) && (
            <nav className="pagination" aria-label="Docs pages">
              {page.prev && (
                <AppLink className="pagination-link pagination-prev" to={page.prev.href}>
                  <span className="pagination-sub">Previous</span>
                  <span className="pagination-label">{page.prev.label}</span>
                </AppLink>
              )}
              {page.next && (
                <AppLink className="pagination-link pagination-next" to={page.next.href}>
                  <span className="pagination-sub">Next</span>
                  <span className="pagination-label">{page.next.label}</span>
                </AppLink>
              )}
            </nav>
          )}
        </article>
        <aside className="doc-toc">
          <TocColumn toc={toc} active={activeHeading} />
        </aside>
      </div>
    </DocsShell>
  );
}
