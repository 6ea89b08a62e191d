// Visits every prerendered page: an h1, no console errors and no serious or critical axe-core
// violation; content pages also need real content and a table of contents wherever they have h2s.
// One test per page, so Playwright spreads the pages over its workers and no test's length grows
// with how many pages it holds: each waits for states (the response, the h1, axe's result).
//
// What makes the sweep affordable on two loaded cores, with the same checks on every page:
// - A sample of pages is loaded in full, hydrated (a hydration mismatch shows as a console error)
//   and checked with every axe rule: the fewest pages that together show every element in every
//   context, each optional part of the frame and each sidebar (page-sample.ts), plus one tag page.
// - Every other page is fetched as prerendered HTML (status, one h1) and then opened as a reader
//   following a link opens it, by a client navigation; axe checks it with every rule but colour
//   contrast, whose verdict depends on the kinds of element the sample covers. That rule was about
//   70 % of axe's time on a long page, most of it on highlighted code, whose colours are the code
//   theme's: the test below checks them against their background on every page.
import { readFileSync } from "node:fs";
import { expect, type ConsoleMessage, type Page } from "@playwright/test";
import { FIXED_ROUTES } from "../../core/routes";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "../../core/build-manifest";
import { builtPages } from "./built-pages";
import { codeContrastFailures, fullLoadSample } from "./page-sample";
import { followLink, openPage, readerTest as test, seriousViolations } from "./helpers";

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

/** Fetches the prerendered document, checks it as a reader without JavaScript gets it, then follows a link to it. */
async function openByLink(page: Page, route: string) {
  const prerendered = await page.request.get(route);
  expect(prerendered.status()).toBe(200);
  const headings = await page.evaluate(
    (html) => Array.from(new DOMParser().parseFromString(html, "text/html").querySelectorAll("h1"), (h1) => h1.textContent ?? ""),
    await prerendered.text(),
  );
  expect(headings, "the prerendered page's h1").toHaveLength(1);
  await followLink(page, route);
  await expect(page.locator("h1")).toHaveText(headings[0] ?? "");
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
      else await openByLink(page, route);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await seriousViolations(page, { contrast: full }), "axe").toEqual([]);
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
