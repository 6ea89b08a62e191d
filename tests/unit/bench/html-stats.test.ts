import { describe, expect, it } from "vitest";
import { htmlStats, nearestRank, type PageHtml } from "../../../bench/html-stats";

const page = (route: string, htmlGzip: number, htmlBytes = htmlGzip * 4, inlineScriptBytes = htmlBytes / 2): PageHtml => ({
  route,
  htmlGzip,
  htmlBytes,
  inlineScriptBytes,
});

describe("nearestRank", () => {
  it("takes the smallest value with at least the share at or below it", () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(nearestRank(ten, 0.5)).toBe(5);
    expect(nearestRank(ten, 0.9)).toBe(9);
    expect(nearestRank(ten, 1)).toBe(10);
    expect(nearestRank([7], 0.5)).toBe(7);
    expect(nearestRank(ten, 0)).toBe(1);
  });
});

describe("htmlStats", () => {
  // Given out of order: the statistics sort by gzip size.
  const pages = [page("/e", 500), page("/a", 100), page("/d", 400, 1000, 250), page("/c", 300, 1000, 400), page("/b", 200)];

  it("gives the median, p90 and max pages, and the largest first", () => {
    const stats = htmlStats(pages, 2);
    expect(stats.pages).toBe(5);
    expect(stats.median.route).toBe("/c");
    expect(stats.p90.route).toBe("/e");
    expect(stats.max).toEqual(page("/e", 500));
    expect(stats.largest.map((p) => p.route)).toEqual(["/e", "/d"]);
  });

  it("gives the median of the pages' inline script shares, not the share of the median page", () => {
    // Shares: /a, /b and /e 0.5, /c (the median page by size) 0.4, /d 0.25.
    expect(htmlStats(pages).inlineScriptShare).toBe(0.5);
    expect(htmlStats([page("/empty", 20, 0, 0)]).inlineScriptShare).toBe(0);
  });

  it("breaks ties by route so that the figures do not depend on the order pages come in", () => {
    const tied = [page("/z", 100), page("/y", 100), page("/x", 100)];
    expect(htmlStats(tied).median.route).toBe("/y");
    expect(htmlStats([...tied].reverse()).median.route).toBe("/y");
  });

  it("refuses no pages", () => {
    expect(() => htmlStats([])).toThrow(/no pages/);
  });
});
