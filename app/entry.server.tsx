// Server rendering in the worker (and at prerender): the whole document at once.
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ServerPageExtras } from "./doc-page/page-extras";
import { ServerArticle } from "./doc-page/server-article";
import { articleElements, articleTree } from "./loaders/article.server";
import { pageExtras, sidebarTree } from "./loaders/page-data.server";
import { ServerSidebar } from "./shell/server-sidebar";

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let failed = false;
  // A doc page's article and sidebar (its loader put their trees on the request's context): rendered
  // here, so only the server has the components' code and both travel once, as HTML. Its contents list
  // and run record too.
  const tree = loadContext.get(articleTree);
  const body = await renderToReadableStream(
    <ServerArticle.Provider value={tree && articleElements(tree)}>
      <ServerSidebar.Provider value={loadContext.get(sidebarTree)}>
        <ServerPageExtras.Provider value={loadContext.get(pageExtras)}>
          <ServerRouter context={routerContext} url={request.url} />
        </ServerPageExtras.Provider>
      </ServerSidebar.Provider>
    </ServerArticle.Provider>,
    {
      signal: request.signal,
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    },
  );
  // Crawlers, prerendering and no-JS readers get the complete HTML.
  await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(withLowPriorityScripts(await new Response(body).text()), { headers, status: failed ? 500 : status });
}

/**
 * The page is whole and styled without its scripts, so they must not compete with the HTML and the
 * stylesheet for a slow connection: their preloads go at low priority, and the first paint waits for
 * neither (Lighthouse's mobile FCP 1.7–1.9 s → 0.8–1.0 s). React Router's <Scripts> takes no
 * attribute for its preload links, so the rendered HTML gets it.
 */
function withLowPriorityScripts(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
