// A keyboard-only walk through the page chrome: everything is reached with Tab and used with
// Enter or Escape, without a mouse.
import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./helpers";

/** Presses Tab until the focused element matches the selector; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("navbar, search, Ask AI, sidebar and table of contents work from the keyboard alone", async ({ page }) => {
  await openPage(page, "/cloud/intro");

  // Navbar: the search button opens the modal; a result opens with Enter.
  await tabTo(page, "button.search-button");
  await page.keyboard.press("Enter");
  const search = page.getByRole("searchbox").or(page.locator(".DocSearch-Input"));
  await expect(search.first()).toBeFocused();
  await page.keyboard.type("api tokens");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/cloud\/intro$/);
  await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);

  // Ask AI opens from its button and Escape closes it.
  await openPage(page, "/cloud/intro");
  await tabTo(page, "button.ask-button");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Ask your question" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Ask your question" })).toBeHidden();

  // The colour-mode toggle switches with Enter.
  await tabTo(page, "button.color-mode-toggle");
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // The sidebar: a link opens its page.
  await tabTo(page, "nav[aria-label='Docs sidebar'] a[href='/cloud/cloud-fundamentals']");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cloud\/cloud-fundamentals$/);

  // The table of contents: a link moves to its heading.
  await tabTo(page, "nav.toc-desktop a");
  const target = await page.evaluate(() => document.activeElement?.getAttribute("href"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});
