// Visits every prerendered page: an h1, no console errors and no serious or critical axe-core
// violation; content pages also need real content and a table of contents wherever they have h2s.
// One test per page, so Playwright spreads the pages over its workers and no test's length grows
// with how many pages it holds: each waits for states (the response, hydration, axe's result).
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { FIXED_ROUTES } from "../../core/routes";
import type { BuildManifest } from "../../pipeline/write/write-site";
import { openPage, seriousViolations } from "./helpers";

const manifest = JSON.parse(readFileSync(".generated/manifest.json", "utf8")) as BuildManifest;
const appPages = new Set(FIXED_ROUTES.filter((route) => !route.path.startsWith("/tags")).map((route) => route.path));
const contentRoutes = manifest.routes.filter((route) => !appPages.has(route));
const isTagPage = (route: string) => route.startsWith("/tags");

test.describe.configure({ mode: "parallel" });

for (const route of contentRoutes) {
  test(`every page: ${route}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
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
  });
}
