// Every mermaid diagram in the content draws as an SVG, with no error state.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import type { DocPageData } from "../../core/page-data";
import { openPage, readerTest as test } from "./helpers";

const PAGES_DIR = "public/_data/pages";
const pagesWithDiagrams = (readdirSync(PAGES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(PAGES_DIR, file), "utf8")) as DocPageData)
  .filter((page) => JSON.stringify(page.content).includes('["Mermaid",'))
  .sort((a, b) => a.path.localeCompare(b.path));

/**
 * Goes to `path` as a reader following a link would: a client navigation from the page already
 * open, so mermaid's code, loaded once, draws every page's diagrams (a full load each time cost
 * most of this spec's time in loading and starting mermaid again).
 */
async function goTo(page: Page, path: string, title: string) {
  if (await page.evaluate(() => !document.documentElement.hasAttribute("data-hydrated"))) await openPage(page, path);
  else
    await page.evaluate(async (to) => {
      // The router React Router's hydration leaves on window; what a <Link> click calls.
      await (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to);
    }, path);
  await expect(page).toHaveURL(path);
  // The title and the article are rendered together: once it shows, these are the page's figures.
  await expect(page.locator("h1")).toHaveText(title);
}

test("the content has diagrams to check", () => {
  expect(pagesWithDiagrams.length).toBeGreaterThan(50);
});

test.describe.configure({ mode: "parallel" });

// One test per page: no test's length grows with the number of pages it holds.
for (const { path, title } of pagesWithDiagrams) {
  test(`diagrams draw without errors: ${path}`, async ({ reader: page }) => {
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onPageError);
    try {
      await goTo(page, path, title);
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
    } finally {
      page.off("pageerror", onPageError);
    }
  });
}
