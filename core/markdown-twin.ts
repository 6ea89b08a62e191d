// Where a page's markdown twin lives: at `{path}.md` for readers and tools, and in the
// build's static assets under one folder that the worker reads (so a miss reaches the 404 page).
import { MARKDOWN_BASE } from "./asset-paths";

/** URL path of the markdown twin of the page at `pagePath`. */
export function markdownUrl(pagePath: string): string {
  return `${pagePath}.md`;
}

/** Asset path (under the static assets) holding the markdown of the page at `pagePath`. */
export function markdownAsset(pagePath: string): string {
  return `${MARKDOWN_BASE}${markdownUrl(pagePath)}`;
}
