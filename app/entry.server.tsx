// Server rendering in the worker (and at prerender): the whole document at once.
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  let failed = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  // Crawlers, prerendering and no-JS readers get the complete HTML.
  await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status: failed ? 500 : status });
}
