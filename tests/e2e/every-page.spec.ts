// Visits every prerendered page: an h1, no console errors and no serious or critical axe-core
// violation; content pages also need real content and a table of contents wherever they have h2s.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { FIXED_ROUTES } from "../../core/routes";
import type { BuildManifest } from "../../pipeline/write/write-site";

const manifest = JSON.parse(readFileSync(".generated/manifest.json", "utf8")) as BuildManifest;
const appPages = new Set(FIXED_ROUTES.filter((route) => !route.path.startsWith("/tags")).map((route) => route.path));
const contentRoutes = manifest.routes.filter((route) => !appPages.has(route));
const isTagPage = (route: string) => route.startsWith("/tags");
const BATCH = 25;
const batches: [string, string[]][] = [];
for (const area of new Set(contentRoutes.map((route) => route.split("/")[1]))) {
  const routes = contentRoutes.filter((route) => route.split("/")[1] === area);
  for (let i = 0; i < routes.length; i += BATCH) batches.push([`${area} ${i / BATCH + 1}`, routes.slice(i, i + BATCH)]);
}

for (const [name, routes] of batches) {
  test(`every page: ${name} (${routes.length} pages)`, async ({ page }) => {
    test.setTimeout(routes.length * 8_000);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(`${page.url()}: ${message.text()}`));
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator("h1"), route).toHaveCount(1);
      await expect(page.locator("html[data-hydrated]"), route).toBeAttached();
      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(
        serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`),
        `${route} axe`,
      ).toEqual([]);
      if (isTagPage(route)) continue;
      const text = (await page.locator(".markdown").innerText()).trim();
      expect(text.length, `${route} has content`).toBeGreaterThan(100);
      if (await page.locator(".markdown h2").count()) {
        await expect(page.locator("nav.toc-desktop, details.toc-mobile").first(), `${route} has a table of contents`).toBeAttached();
      }
    }
    expect(errors).toEqual([]);
  });
}
