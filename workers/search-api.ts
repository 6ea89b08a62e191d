// POST /1/indexes/*/queries (and /1/indexes/{index}/query): the Algolia search API that
// DocSearch speaks, answered from our own index. Bad input gets Algolia's JSON error and a 4xx.
import { searchConfig } from "../core/search-config";
import type { SearchEngine } from "../search/engine";
import { runQuery, type QueryParams } from "../search/query";
import { ApiError, errorResponse, json, readJsonBody } from "./json-api";

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_REQUESTS = 50;

function credential(request: Request, url: URL, name: string): string | null {
  return url.searchParams.get(name) ?? request.headers.get(name);
}

/** Params arrive inline (algoliasearch v5) or as a URL-encoded `params` string (v4). */
function paramsOf(request: Record<string, unknown>): QueryParams {
  if (typeof request.params !== "string") return request;
  const params: Record<string, unknown> = { ...request };
  for (const [key, value] of new URLSearchParams(request.params)) {
    try {
      params[key] = JSON.parse(value);
    } catch {
      params[key] = value;
    }
  }
  return params;
}

function checkIndex(name: unknown) {
  if (name !== searchConfig.indexName) throw new ApiError(404, `Index ${typeof name === "string" ? name.slice(0, 100) : ""} does not exist`);
}

const ROUTE = /^\/1\/indexes\/([^/]+)\/(queries|query)$/;

export function isSearchApiPath(pathname: string): boolean {
  return pathname.startsWith("/1/");
}

export async function handleSearchApi(request: Request, loadEngine: () => Promise<SearchEngine>): Promise<Response> {
  const url = new URL(request.url);
  try {
    const route = ROUTE.exec(url.pathname);
    if (!route) throw new ApiError(404, "Not found");
    if (request.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": "content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent",
        },
      });
    }
    if (request.method !== "POST") throw new ApiError(405, "Method not allowed: use POST");
    if (credential(request, url, "x-algolia-application-id") !== searchConfig.appId || credential(request, url, "x-algolia-api-key") !== searchConfig.apiKey) {
      throw new ApiError(403, "Invalid Application-ID or API key");
    }
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (typeof body !== "object" || body === null) throw new ApiError(400, "Request body must be a JSON object");

    let requests: Record<string, unknown>[];
    if (route[2] === "queries") {
      const list = (body as { requests?: unknown }).requests;
      if (!Array.isArray(list) || list.some((item) => typeof item !== "object" || item === null))
        throw new ApiError(400, "`requests` must be an array of objects");
      if (list.length > MAX_REQUESTS) throw new ApiError(400, `Too many requests in one call (at most ${MAX_REQUESTS})`);
      requests = list as Record<string, unknown>[];
    } else {
      requests = [{ ...(body as Record<string, unknown>), indexName: decodeURIComponent(route[1]) }];
    }
    requests.forEach((item) => checkIndex(item.indexName));
    const engine = await loadEngine();
    const results = await Promise.all(requests.map(async (item) => ({ ...(await runQuery(engine, paramsOf(item))), index: searchConfig.indexName })));
    return json(route[2] === "queries" ? { results } : results[0]);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (error instanceof URIError) return json({ message: "Malformed URL", status: 400 }, 400);
    console.error("search API failure", error);
    return json({ message: "Search is temporarily unavailable", status: 503 }, 503);
  }
}
