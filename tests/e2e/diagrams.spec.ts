// Every mermaid diagram in the content draws as an SVG, with no error state.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { DocPageData } from "../../core/page-data";
import { openPage } from "./helpers";

const PAGES_DIR = "public/_data/pages";
const pagesWithDiagrams = (readdirSync(PAGES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(PAGES_DIR, file), "utf8")) as DocPageData)
  .filter((page) => JSON.stringify(page.content).includes('["Mermaid",'))
  .map((page) => page.path)
  .sort();

test("the content has diagrams to check", () => {
  expect(pagesWithDiagrams.length).toBeGreaterThan(50);
});

const BATCH = 12;
for (let i = 0; i < pagesWithDiagrams.length; i += BATCH) {
  const routes = pagesWithDiagrams.slice(i, i + BATCH);
  test(`diagrams draw without errors: pages ${i + 1}–${i + routes.length}`, async ({ page }) => {
    test.setTimeout(routes.length * 10_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of routes) {
      await openPage(page, route);
      const figures = page.locator("figure.mermaid-diagram");
      const count = await figures.count();
      expect(count, route).toBeGreaterThan(0);
      for (const figure of await figures.all()) {
        await figure.scrollIntoViewIfNeeded();
        await expect(figure.locator(".mermaid-svg svg"), route).toBeVisible({ timeout: 10_000 });
      }
      await expect(page.locator(".mermaid-diagram [data-state=error]"), route).toHaveCount(0);
      await expect(page.locator(".mermaid-svg svg[aria-label], .mermaid-svg svg[aria-labelledby]"), route).toHaveCount(count);
    }
    expect(errors).toEqual([]);
  });
}
