// Every mermaid diagram in the content draws as an SVG, with no error state.
import { expect } from "@playwright/test";
import { builtPages } from "./built-pages";
import { followLink, readerTest as test } from "./helpers";

const pagesWithDiagrams = builtPages.filter((page) => JSON.stringify(page.content).includes('["Mermaid",'));

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
      // Client navigations, as a reader following links: mermaid's code, loaded once, draws every
      // page's diagrams (a full load each time cost most of this spec's time in starting mermaid).
      await followLink(page, path);
      // The title and the article are rendered together: once it shows, these are the page's figures.
      await expect(page.locator("h1")).toHaveText(title);
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
