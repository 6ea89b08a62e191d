// Visits every prerendered page: an h1, no console errors, no serious or critical axe-core
// violation and no article block cut off; content pages also need real content and a table of
// contents wherever they have h2s.
// One test per page, so Playwright spreads the pages over its workers and no test's length grows
// with how many pages it holds: each waits for states (the response, the h1, axe's result).
//
// What makes the sweep affordable on two loaded cores, with the same checks on every page:
// - A sample of pages is loaded in full, hydrated (a hydration mismatch shows as a console error)
//   and checked with every axe rule: the fewest pages that together show every element in every
//   context, each optional part of the frame and each sidebar (page-sample.ts), plus one tag page.
// - Every page is served as the build prerendered it (status 200, the built file's bytes), and each
//   built file has exactly one h1: a few tests read them all in Node, without a browser.
// - Every other page is opened as a reader following a link opens it, by a client navigation, and
//   must show the prerendered h1; axe checks it with every rule but colour contrast, whose verdict
//   depends on the kinds of element the sample covers. That rule was about 70 % of axe's time on a
//   long page, most of it on highlighted code, whose colours are the code theme's: the test below
//   checks them against their background on every page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type ConsoleMessage } from "@playwright/test";
import { FIXED_ROUTES } from "../../core/routes";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "../../core/build-manifest";
import { builtPages } from "./built-pages";
import { codeContrastFailures, fullLoadSample } from "./page-sample";
import { clippedBlocks, followLink, openPage, readerTest as test, seriousViolations } from "./helpers";

const manifest = JSON.parse(readFileSync(BUILD_MANIFEST_FILE, "utf8")) as BuildManifest;
const appPages = new Set(FIXED_ROUTES.filter((route) => !route.path.startsWith("/tags")).map((route) => route.path));
const contentRoutes = manifest.routes.filter((route) => !appPages.has(route));
const isTagPage = (route: string) => route.startsWith("/tags");
const docPaths = new Set(builtPages.map((page) => page.path));
const fullLoads = new Set([
  ...fullLoadSample(builtPages),
  "/tags",
  ...contentRoutes.filter((route) => route.startsWith("/tags/")).slice(0, 1),
  ...contentRoutes.filter((route) => !isTagPage(route) && !docPaths.has(route)),
]);

test("highlighted code meets 4.5:1 contrast on its background, on every page", () => {
  const failures = builtPages.flatMap((page) => codeContrastFailures(page).map((failure) => `${page.path}: ${failure}`));
  expect(failures).toEqual([]);
});

/** The prerendered document of `route`, as the build wrote it. */
const builtHtml = (route: string) => readFileSync(join("build/client", route, "index.html"), "utf8");

/** The text of each h1 of prerendered HTML (React's output: tags, comments and its five entities). */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1[\s>][^]*?<\/h1>/g)].map(([h1]) =>
    h1.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity),
  );
}

// Shards of the served-as-built check, so no test's length grows with the number of pages.
const SHARD = 60;
for (let start = 0; start < contentRoutes.length; start += SHARD) {
  const shard = contentRoutes.slice(start, start + SHARD);
  test(`pages ${start + 1}-${start + shard.length} are served as prerendered, with one h1`, async ({ request }) => {
    const problems: string[] = [];
    for (const route of shard) {
      const html = builtHtml(route);
      const headings = headingsOf(html).length;
      if (headings !== 1) problems.push(`${route}: ${headings} h1 in the prerendered HTML`);
      const response = await request.get(route);
      if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
      else if ((await response.text()) !== html) problems.push(`${route}: not the prerendered file`);
    }
    expect(problems).toEqual([]);
  });
}

test.describe.configure({ mode: "parallel" });

for (const route of contentRoutes) {
  const full = fullLoads.has(route);
  test(`every page: ${route}${full ? " (full load)" : ""}`, async ({ reader: page }) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => message.type() === "error" && errors.push(`${page.url()}: ${message.text()}`);
    const onPageError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    try {
      if (full) expect((await openPage(page, route))?.status()).toBe(200);
      else {
        await followLink(page, route);
        await expect(page.locator("h1")).toHaveText(headingsOf(builtHtml(route))[0] ?? "");
      }
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await seriousViolations(page, { contrast: full }), "axe").toEqual([]);
      expect(await clippedBlocks(page), "content cut off").toEqual([]);
      if (!isTagPage(route)) {
        const text = (await page.locator(".markdown").innerText()).trim();
        expect(text.length, "content").toBeGreaterThan(100);
        if (await page.locator(".markdown h2").count()) {
          await expect(page.locator("nav.toc-desktop, details.toc-mobile").first(), "table of contents").toBeAttached();
        }
      }
      expect(errors).toEqual([]);
    } finally {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    }
  });
}
