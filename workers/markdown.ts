// Markdown for tools at the edge: a page's twin at `{path}.md`, or at the page URL itself
// for clients whose Accept header prefers markdown to HTML.
import { markdownAsset } from "../core/markdown-twin";
import type { AssetFetcher } from "./search-engine";

export type { AssetFetcher };

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  order: number;
}

function parseAccept(header: string): MediaRange[] {
  return header.split(",").flatMap((part, order) => {
    const [range = "", ...params] = part.split(";");
    const [type, subtype] = range.trim().toLowerCase().split("/");
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return type && subtype && Number.isFinite(q) ? [{ type, subtype, q, order }] : [];
  });
}

/** The range that decides how much `text/{subtype}` is wanted: the most specific one that matches it. */
function rangeFor(ranges: MediaRange[], subtype: string): (MediaRange & { specificity: number }) | undefined {
  let best: (MediaRange & { specificity: number }) | undefined;
  for (const range of ranges) {
    const specificity =
      range.type === "text" && range.subtype === subtype
        ? 2
        : range.type === "text" && range.subtype === "*"
          ? 1
          : range.type === "*" && range.subtype === "*"
            ? 0
            : -1;
    if (specificity > (best?.specificity ?? -1)) best = { ...range, specificity };
  }
  return best;
}

/**
 * Whether an Accept header prefers markdown to HTML: higher q wins, then the more specific
 * range, then the one listed first. `*\/*` alone, or no header, means HTML, as browsers expect.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = rangeFor(ranges, "markdown");
  if (!markdown || markdown.q <= 0) return false;
  const html = rangeFor(ranges, "html");
  if (!html || html.q <= 0) return true;
  if (markdown.q !== html.q) return markdown.q > html.q;
  if (markdown.specificity !== html.specificity) return markdown.specificity > html.specificity;
  return markdown.order < html.order;
}

/** The markdown twin of the page at `pagePath` (200, or 304 to a conditional request), or undefined when it has none. */
export async function fetchMarkdownTwin(assets: AssetFetcher, request: Request, pagePath: string): Promise<Response | undefined> {
  const response = await assets.fetch(new Request(new URL(markdownAsset(pagePath), request.url), { method: request.method, headers: request.headers }));
  if (response.status !== 200 && response.status !== 304) return undefined;
  const headers = new Headers(response.headers);
  headers.set("Content-Type", MARKDOWN_CONTENT_TYPE);
  return new Response(response.body, { status: response.status, headers });
}

/** A response with `Vary: Accept` added: its URL answers HTML or markdown depending on that header. */
export function varyOnAccept(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
