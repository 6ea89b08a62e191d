// Loaders read page data from the static assets the build wrote (public/_data),
// through the worker's ASSETS binding: the worker bundle never carries content.
import type { RouterContextProvider } from "react-router";
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

/** The data as its JSON text, for large pages (see app/loaders/page-payload.ts). */
export async function readPayload(context: Readonly<RouterContextProvider>, request: Request, path: string): Promise<PagePayload> {
  return { json: await (await fetchData(context, request, path)).text() };
}
