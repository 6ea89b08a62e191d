// Loaders read page data from the static assets the build wrote (public/_data),
// through the worker's ASSETS binding: the worker bundle never carries content.
import { createContext, type RouterContextProvider } from "react-router";
import type { DocPageData, DocPageExtras, DocPageFrame, SidebarNode } from "../../core/page-data";
import { articleHtml, articleTree } from "./article.server";
import type { PagePayload } from "./page-payload";
import { edgeContext } from "./edge-context.server";

const SAFE_PATH = /^(?:\/[A-Za-z0-9._-]+)+$/;

async function fetchData(context: Readonly<RouterContextProvider>, request: Request, path: string): Promise<Response> {
  if (!SAFE_PATH.test(path) || path.split("/").some((segment) => segment === ".." || segment === ".")) {
    throw new Response("Not Found", { status: 404 });
  }
  const response = await context.get(edgeContext).env.ASSETS.fetch(new URL(path, request.url));
  if (!response.ok) throw new Response("Not Found", { status: 404 });
  return response;
}

export async function readData<T>(context: Readonly<RouterContextProvider>, request: Request, path: string): Promise<T> {
  return (await (await fetchData(context, request, path)).json()) as T;
}

/** The page's sidebar tree, for the server render of its HTML (app/shell/server-sidebar.tsx). */
export const sidebarTree = createContext<SidebarNode[] | null>(null);

/** The page's contents list and run record, for the server render of its HTML (app/doc-page/page-extras.ts). */
export const pageExtras = createContext<DocPageExtras | null>(null);

/**
 * A doc page's frame as its JSON text (see app/loaders/page-payload.ts), and its article once: for the
 * page's HTML, on the request's context for the server render; for client navigation (with
 * v8_passThroughRequests the loader sees the .data request as it came), as HTML beside the frame. The
 * contents list and the run record travel the same way. The sidebar's tree goes to the server render
 * only: the browser fetches the whole one from its file.
 */
export async function readDocPage(context: Readonly<RouterContextProvider>, request: Request, path: string): Promise<PagePayload> {
  const { content, toc, runRecord, sidebar, ...rest } = await readData<DocPageData>(context, request, path);
  const frame: DocPageFrame = { ...rest, sidebar: sidebar && { id: sidebar.id, url: sidebar.url } };
  const extras: DocPageExtras = { toc, runRecord: runRecord && (await articleHtml(runRecord)) };
  if (new URL(request.url).pathname.endsWith(".data")) return { json: JSON.stringify({ ...frame, ...extras }), article: await articleHtml(content) };
  context.set(articleTree, content);
  context.set(pageExtras, extras);
  context.set(sidebarTree, sidebar?.items ?? null);
  return { json: JSON.stringify(frame) };
}
