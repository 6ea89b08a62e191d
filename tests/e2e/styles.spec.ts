// Styles travel with what they style (README, "Page weight"): the shell's CSS is inlined, a route's is
// linked with the route, a lazy module's comes with its chunk. None of that may show a reader an
// unstyled flash or move the page: each style is there when its markup is, with or without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./helpers";

/** The computed value of a CSS property of the first element matching `selector`. */
const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe("styles arrive with the HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("a doc page's frame and author components are styled without JavaScript", async ({ page }) => {
    await page.goto("/dev-docs/quick-start");
    expect(await styleOf(page, ".doc-columns", "display")).toBe("flex");
    expect(await styleOf(page, ".toc-list", "list-style-type")).toBe("none");
    expect(await styleOf(page, ".admonition", "border-left-width")).toBe("4px");
    expect(await styleOf(page, ".tabs-list", "display")).toBe("flex");
    expect(await styleOf(page, ".code-block", "border-top-left-radius")).toBe("8px");
    expect(await styleOf(page, ".api-call", "display")).toBe("grid");
    expect(await styleOf(page, ".doc-cards", "display")).toBe("grid");
    expect(await styleOf(page, ".pagination", "display")).toBe("grid");
  });

  test("the home, tag, search and not-found pages are styled without JavaScript", async ({ page }) => {
    await page.goto("/");
    expect(await styleOf(page, ".home-hero", "text-align")).toBe("center");
    await page.goto("/tags/strapi-cloud");
    expect(await styleOf(page, ".tag-pages", "list-style-type")).toBe("none");
    await page.goto("/tags");
    expect(await styleOf(page, ".tag", "border-top-left-radius")).toBe("999px");
    await page.goto("/search?q=api%20token");
    expect(await styleOf(page, ".search-page-form", "display")).toBe("flex");
    expect(await styleOf(page, ".search-results", "list-style-type")).toBe("none");
    await page.goto("/no/such/page");
    expect(await styleOf(page, ".not-found-search", "display")).toBe("flex");
  });
});

test.describe("styles arrive before what they style in the browser", () => {
  /**
   * Records, in the page, the value of `property` on the first element matching `selector` at the
   * moment that element is inserted, before the browser could paint it.
   */
  const watchInsertion = (page: Page, selector: string, property: string) =>
    page.evaluate(
      ([sel, prop]) =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            const element = document.querySelector(sel);
            if (!element) return;
            observer.disconnect();
            resolve(getComputedStyle(element).getPropertyValue(prop));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      [selector, property] as const,
    );

  test("a client navigation from the home page shows the doc page styled", async ({ page }) => {
    await openPage(page, "/");
    const frame = watchInsertion(page, ".doc-columns", "display");
    const admonition = watchInsertion(page, ".admonition", "border-left-width");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cloud" }).click();
    expect(await frame).toBe("flex");
    expect(await admonition).toBe("4px");
    await expect(page).toHaveURL(/\/cloud\/intro$/);
  });

  test("the mobile menu, the search modal and the Ask AI dialog come styled", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await openPage(page, "/cloud/intro");
    const drawer = watchInsertion(page, ".mobile-menu-panel", "position");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    expect(await drawer).toBe("absolute");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1280, height: 800 });
    const modal = watchInsertion(page, ".DocSearch-Container", "position");
    await page.getByRole("button", { name: "Search docs" }).click();
    expect(await modal).toBe("fixed");
    await page.keyboard.press("Escape");

    const dialog = watchInsertion(page, ".ask-dialog", "border-top-left-radius");
    await page.getByRole("button", { name: "Ask AI" }).click();
    expect(await dialog).toBe("8px");
  });
});

test.describe("no layout shift", () => {
  for (const path of ["/cloud/intro", "/dev-docs/api/rest", "/dev-docs/project-structure", "/", "/tags"]) {
    test(`${path} does not move while it loads, hydrates and loads its lazy blocks`, async ({ page }) => {
      await page.addInitScript(() => {
        const scope = window as unknown as { layoutShift: number };
        scope.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) scope.layoutShift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await openPage(page, path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    });
  }
});
