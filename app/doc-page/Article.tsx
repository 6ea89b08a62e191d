// A doc page's article. The server renders it from the page's tree (ServerMarkdown); the browser keeps
// that HTML as it is (hydration does not render it again) and only brings its interactive parts to
// life: the author components' listeners and blocks (enhanceArticle), Try it, and site links that
// navigate in the app. On client navigation the next article's HTML comes with the route's data.
import { useEffect, useRef, type MouseEvent } from "react";
import { enhanceArticle, openTryItFrom } from "../../components/browser";
import { useLinkNavigation, useLinkPrefetch } from "../links/delegated-links";
import { CrashFallback } from "../route-error/RouteError";
import { revealFocusInScrollers } from "./reveal-focus";
import { ServerMarkdown } from "./server-article";

/** The first page's article HTML, as the server sent it: read once, before hydration changes anything. */
let serverHtml: string | undefined;
function firstArticleHtml(): string {
  return (serverHtml ??= document.querySelector(".doc > .markdown")?.innerHTML ?? "");
}

/** `html`: the article fetched for a client navigation; on the first load, the server's. `crash`: what the doc route's ErrorBoundary caught. */
export function Article({ html, crash }: { html?: string; crash?: Error }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const followLink = useLinkNavigation();
  const prefetch = useLinkPrefetch();
  const article = import.meta.env.SSR || crash ? undefined : (html ?? firstArticleHtml());
  useEffect(() => {
    const root = contentRef.current;
    if (!root || article === undefined) return;
    const undoEnhance = enhanceArticle(root);
    const undoReveal = revealFocusInScrollers(root);
    return () => {
      undoEnhance();
      undoReveal();
    };
  }, [article]);

  const onClick = (event: MouseEvent) => {
    openTryItFrom(event);
    followLink(event);
  };
  if (crash)
    return (
      <div className="markdown" ref={contentRef}>
        <CrashFallback error={crash} />
      </div>
    );
  if (import.meta.env.SSR) return <ServerMarkdown />;
  return (
    <>
      <div
        className="markdown"
        ref={contentRef}
        onClick={onClick}
        onMouseOver={prefetch.onIntent}
        onFocus={prefetch.onIntent}
        onTouchStart={prefetch.onIntent}
        dangerouslySetInnerHTML={{ __html: article ?? "" }}
      />
      {prefetch.links}
    </>
  );
}
