// Visits every prerendered content page: an h1, real content, a table of contents
// wherever the page has h2s, and no console errors.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { BuildManifest } from "../../pipeline/outputs";

const manifest = JSON.parse(readFileSync(".generated/manifest.json", "utf8")) as BuildManifest;
const contentRoutes = manifest.routes.filter((route) => !route.startsWith("/tags") && route !== "/" && route !== "/home/Home");
const BATCH = 25;
const batches: [string, string[]][] = [];
for (const area of new Set(contentRoutes.map((route) => route.split("/")[1]))) {
  const routes = contentRoutes.filter((route) => route.split("/")[1] === area);
  for (let i = 0; i < routes.length; i += BATCH) batches.push([`${area} ${i / BATCH + 1}`, routes.slice(i, i + BATCH)]);
}

for (const [name, routes] of batches) {
  test(`content pages: ${name} (${routes.length} pages)`, async ({ page }) => {
    test.setTimeout(routes.length * 5_000);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(`${page.url()}: ${message.text()}`));
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator("h1"), route).toHaveCount(1);
      const text = (await page.locator(".markdown").innerText()).trim();
      expect(text.length, `${route} has content`).toBeGreaterThan(100);
      if (await page.locator(".markdown h2").count()) {
        await expect(page.locator("nav.toc-desktop, details.toc-mobile").first(), `${route} has a table of contents`).toBeAttached();
      }
    }
    expect(errors).toEqual([]);
  });
}
