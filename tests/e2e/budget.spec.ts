// The page-weight budget: what a page makes the browser download before interaction.
import { expect, test } from "@playwright/test";
import { pageWeight } from "../../bench/page-weight";

const JS_BUDGET = 120_000; // bytes of gzip JS per page
const HTML_BUDGET = 25_000; // bytes of gzip HTML of a typical page (the longest references exceed it)
const INLINE_CSS_BUDGET = 3_000; // bytes of gzip CSS inlined in the HTML: the shell's only
const PAGES = ["/dev-docs/quick-start", "/user-docs/content-manager/writing-content", "/cloud/intro", "/", "/tags", "/tags/strapi-cloud"];

test.describe("page weight", () => {
  for (const route of PAGES) {
    test(`${route} stays within ${JS_BUDGET / 1000} kB of gzip JS, ${HTML_BUDGET / 1000} kB of gzip HTML and ${INLINE_CSS_BUDGET / 1000} kB of inlined CSS`, () => {
      const weight = pageWeight(route);
      expect(weight.jsGzip).toBeLessThanOrEqual(JS_BUDGET);
      expect(weight.htmlGzip).toBeLessThanOrEqual(HTML_BUDGET);
      expect(weight.inlineCssGzip).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
    });
  }

  test("the longest page still ships the same JS and CSS, one stylesheet for every author component", () => {
    const longest = pageWeight("/dev-docs/cli");
    const short = pageWeight("/cloud/intro");
    expect(longest.jsGzip).toBe(short.jsGzip);
    expect(longest.cssGzip).toBe(short.cssGzip);
    expect(longest.inlineCssGzip).toBe(short.inlineCssGzip);
  });

  test("a doc page downloads no more script than its HTML names, and no third-party script by default", async ({ page, baseURL }) => {
    const scripts: string[] = [];
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL as string).origin) foreign.push(url.href);
      if (request.resourceType() === "script") scripts.push(url.pathname);
    });
    await page.goto("/cloud/intro");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.waitForLoadState("networkidle");
    const named = pageWeight("/cloud/intro");
    expect(named.jsGzip).toBeGreaterThan(0);
    const html = await (await page.request.get("/cloud/intro")).text();
    for (const script of scripts) expect(html, `${script} loaded before interaction but not named by the HTML`).toContain(script);
    expect(foreign).toEqual([]);
  });
});
