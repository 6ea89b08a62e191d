// The HTML a doc page ships, across every doc page: gzip size at the median, p90 and max, the
// largest pages, and the median share of a page's HTML that is inline <script> (the router's context
// and the page data it hydrates from).

export interface PageHtml {
  route: string;
  htmlGzip: number;
  /** Uncompressed bytes of the HTML, and of the inline scripts in it. */
  htmlBytes: number;
  inlineScriptBytes: number;
}

export interface HtmlStats {
  pages: number;
  median: PageHtml;
  p90: PageHtml;
  max: PageHtml;
  /**
   * The median, over pages, of a page's inline script bytes over its HTML bytes, 0 to 1. Not the share of
   * the page of median size: which page that is flips with small edits, between pages of different sidebars.
   */
  inlineScriptShare: number;
  largest: PageHtml[];
}

/** Nearest rank: the smallest value with at least `share` of the values at or below it. */
export function nearestRank<T>(sorted: T[], share: number): T {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}

export function htmlStats(pages: PageHtml[], largestCount = 5): HtmlStats {
  if (pages.length === 0) throw new Error("htmlStats: no pages");
  const sorted = [...pages].sort((a, b) => a.htmlGzip - b.htmlGzip || a.route.localeCompare(b.route));
  const median = nearestRank(sorted, 0.5);
  return {
    pages: sorted.length,
    median,
    p90: nearestRank(sorted, 0.9),
    max: sorted[sorted.length - 1],
    inlineScriptShare: nearestRank(
      pages.map((page) => (page.htmlBytes ? page.inlineScriptBytes / page.htmlBytes : 0)).sort((a, b) => a - b),
      0.5,
    ),
    largest: sorted.slice(-largestCount).reverse(),
  };
}
