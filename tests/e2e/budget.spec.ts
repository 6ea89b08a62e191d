// The page-weight budget: what a page makes the browser download before interaction.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { htmlStats } from "../../bench/html-stats";
import { htmlWeight, pageWeight } from "../../bench/page-weight";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "../../core/build-manifest";

const JS_BUDGET = 115_000; // bytes of gzip JS per page (issue 34)
const HTML_BUDGET = 25_000; // bytes of gzip HTML of a typical page (the longest references exceed it)
// Every doc page carries its article once, as HTML (app/doc-page/Article.tsx): no page over
// DOC_HTML_MAX, the median under DOC_HTML_MEDIAN, and the inline script (the frame's hydration data,
// the router's and the bootstrap script) a bounded share of a page, at the median over pages. Issue 34
// asks for 25 kB, 10 kB and 15 %. The article-once change reached max 35.8 kB (the GraphQL API
// reference, whose article alone is 24.5 kB) and median 12.6 kB; the sidebar's tree left the frame for
// a file per sidebar (app/shell/Sidebar.tsx) and code blocks lost the theme's own colour
// (components/code-block/rehype-code.ts): median 11.7 kB, max 33.5 kB; then the shell's CSS left the
// HTML for the start of each route's stylesheet (app/shell/page-frame.css), so no page inlines CSS:
// median 9.3 kB (the bar, met), inline script 12.2 %, max 31.2 kB (the GraphQL reference). Its
// editor then cut what other pages already say in full and 11 of its 35 examples: 24.5 kB, so every
// page is within the bar.
const DOC_HTML_MAX = 25_000; // bytes of gzip HTML
const DOC_HTML_MEDIAN = 10_000;
const DOC_INLINE_SCRIPT_SHARE = 0.15;
const PAGES = ["/dev-docs/quick-start", "/user-docs/content-manager/writing-content", "/cloud/intro", "/", "/tags", "/tags/strapi-cloud"];

test.describe("page weight", () => {
  test("a doc page's inline script names its sidebar's file and carries none of its tree", async ({ request }) => {
    // The sidebar reaches the browser as the page's HTML and as one file per sidebar (app/shell/Sidebar.tsx).
    for (const route of ["/cloud/intro", "/user-docs/content-manager/writing-content", "/dev-docs/api/rest"]) {
      const html = await (await request.get(route)).text();
      const inlineScript = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
      expect(inlineScript, route).toMatch(/\/_data\/sidebars\/\w+\.[0-9a-f]{10}\.json/);
      expect(inlineScript, route).not.toMatch(/\\*"(items|collapsible)\\*"/);
    }
  });

  test("the scripts a doc page loads before interaction start with V8's compile hint, so they compile off the main thread", async ({ request }) => {
    const html = await (await request.get("/user-docs/content-manager/writing-content")).text();
    const scripts = [...new Set([...html.matchAll(/(?:href|src|from|import)\s*=?\s*\(?"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
    // The runtime (1 kB) and the route manifest (3 kB) are too small to matter; every larger one is hinted (vite.config.ts).
    const large = scripts.filter((path) => readFileSync(`build/client${path}`).length > 4_000);
    expect(large.length).toBeGreaterThanOrEqual(3);
    for (const path of large) expect(readFileSync(`build/client${path}`, "utf8").split("\n", 1)[0], path).toBe("//# allFunctionsCalledOnLoad");
  });

  for (const route of PAGES) {
    test(`${route} stays within ${JS_BUDGET / 1000} kB of gzip JS and ${HTML_BUDGET / 1000} kB of gzip HTML, and inlines no CSS`, () => {
      const weight = pageWeight(route);
      expect(weight.jsGzip).toBeLessThanOrEqual(JS_BUDGET);
      expect(weight.htmlGzip).toBeLessThanOrEqual(HTML_BUDGET);
      expect(weight.inlineCssGzip).toBe(0);
      expect(weight.cssGzip).toBeGreaterThan(2_000);
    });
  }

  test("the longest page still ships the same JS and CSS, one stylesheet for every author component", () => {
    const longest = pageWeight("/dev-docs/cli");
    const short = pageWeight("/cloud/intro");
    expect(longest.jsGzip).toBe(short.jsGzip);
    expect(longest.cssGzip).toBe(short.cssGzip);
  });

  test("a page preloads its scripts at low priority, so that they never hold its first paint", async ({ request }) => {
    for (const route of ["/cloud/intro", "/", "/tags", "/search?q=api%20token", "/no/such/page"]) {
      const links = (await (await request.get(route)).text()).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(links.length, route).toBeGreaterThan(2);
      for (const link of links) expect(link, route).toContain('fetchpriority="low"');
    }
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

  test(`every doc page's HTML stays within ${DOC_HTML_MAX / 1000} kB of gzip, the median within ${DOC_HTML_MEDIAN / 1000} kB with at most ${DOC_INLINE_SCRIPT_SHARE * 100} % inline script`, () => {
    const manifest = JSON.parse(readFileSync(BUILD_MANIFEST_FILE, "utf8")) as BuildManifest;
    const docPages = manifest.routes.filter((route) => /^\/(dev-docs|user-docs|cloud)\//.test(route)).map(htmlWeight);
    expect(docPages.length).toBeGreaterThan(100);
    const over = docPages.filter((page) => page.htmlGzip > DOC_HTML_MAX).map((page) => `${page.route}: ${page.htmlGzip} B`);
    expect(over).toEqual([]);
    const stats = htmlStats(docPages);
    expect(stats.median.htmlGzip).toBeLessThanOrEqual(DOC_HTML_MEDIAN);
    expect(stats.inlineScriptShare).toBeLessThanOrEqual(DOC_INLINE_SCRIPT_SHARE);
  });
});
