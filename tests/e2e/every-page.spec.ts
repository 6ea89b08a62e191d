// Visits every prerendered page: an h1, no console errors and no serious or critical axe-core
// violation; content pages also need real content and a table of contents wherever they have h2s.
// Each page is loaded in full and hydrated, so a hydration mismatch shows as a console error.
// One test per page, so Playwright spreads the pages over its workers and no test's length grows
// with how many pages it holds: each waits for states (the response, hydration, axe's result).
import { readFileSync } from "node:fs";
import { expect, type ConsoleMessage } from "@playwright/test";
import { FIXED_ROUTES } from "../../core/routes";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "../../core/build-manifest";
import { openPage, readerTest as test, seriousViolations } from "./helpers";

const manifest = JSON.parse(readFileSync(BUILD_MANIFEST_FILE, "utf8")) as BuildManifest;
const appPages = new Set(FIXED_ROUTES.filter((route) => !route.path.startsWith("/tags")).map((route) => route.path));
const contentRoutes = manifest.routes.filter((route) => !appPages.has(route));
const isTagPage = (route: string) => route.startsWith("/tags");

test.describe.configure({ mode: "parallel" });

for (const route of contentRoutes) {
  test(`every page: ${route}`, async ({ reader: page }) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => message.type() === "error" && errors.push(`${page.url()}: ${message.text()}`);
    const onPageError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    try {
      const response = await openPage(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await seriousViolations(page), "axe").toEqual([]);
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
