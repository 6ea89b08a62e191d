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

test.describe.configure({ mode: "parallel" });

// One test per page: no test's length grows with the number of pages it holds.
for (const route of pagesWithDiagrams) {
  test(`diagrams draw without errors: ${route}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openPage(page, route);
    const figures = page.locator("figure.mermaid-diagram");
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator(".mermaid-svg svg")).toBeVisible();
    }
    await expect(page.locator(".mermaid-diagram [data-state=error]")).toHaveCount(0);
    await expect(page.locator(".mermaid-svg svg[aria-label], .mermaid-svg svg[aria-labelledby]")).toHaveCount(count);
    expect(errors).toEqual([]);
  });
}
