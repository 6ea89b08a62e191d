// Loaders read page data from the static assets the build wrote (public/_data),
// through the worker's ASSETS binding: the worker bundle never carries content.
import type { AppLoadContext } from "react-router";

const SAFE_PATH = /^(?:\/[A-Za-z0-9._-]+)+$/;

export async function readData<T>(context: AppLoadContext, request: Request, path: string): Promise<T> {
  if (!SAFE_PATH.test(path) || path.split("/").some((segment) => segment === ".." || segment === ".")) {
    throw new Response("Not Found", { status: 404 });
  }
  const response = await context.cloudflare.env.ASSETS.fetch(new URL(`/_data${path}.json`, request.url));
  if (!response.ok) throw new Response("Not Found", { status: 404 });
  return (await response.json()) as T;
}
