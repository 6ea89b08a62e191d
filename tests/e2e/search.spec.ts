import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./helpers";

const input = (page: Page) => page.getByPlaceholder("Search docs").and(page.locator("input.DocSearch-Input"));
const searchButton = (page: Page) => page.getByRole("button", { name: "Search docs" });

test.describe("search modal", () => {
  test("opens by click, Ctrl+K, slash and a typed character, and Escape returns focus to the button", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(input(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    await page.locator("h1").click();
    await page.keyboard.press("Control+k");
    await expect(input(page)).toBeVisible();
    await page.keyboard.press("Escape");

    await page.locator("h1").click();
    await page.keyboard.press("/");
    await expect(input(page)).toBeVisible();
    await page.keyboard.press("Escape");

    await searchButton(page).focus();
    await page.keyboard.press("w");
    await expect(input(page)).toHaveValue("w");
  });

  test("shows grouped results with highlights, navigates in the app, and links to all results", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await searchButton(page).click();
    await input(page).fill("api token");
    const hit = page.locator(".DocSearch-Hit").first();
    await expect(hit).toBeVisible();
    await expect(page.locator(".DocSearch-Hit-source").first()).toBeVisible();
    await expect(page.locator(".DocSearch-Hit mark").first()).toBeVisible();
    const seeAll = page.getByRole("link", { name: /^See all \d+ results$/ });
    await expect(seeAll).toHaveAttribute("href", "/search?q=api%20token");
    await hit.click();
    await expect(page).toHaveURL(/\/(user|dev)-docs\//);
    await expect(input(page)).toHaveCount(0);
  });

  test("limits the query to 64 characters", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await searchButton(page).click();
    await input(page).pressSequentially("a".repeat(80), { delay: 0 });
    expect((await input(page).inputValue()).length).toBe(64);
  });

  test("keeps recent searches, which can become favorites and be removed", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await searchButton(page).click();
    await expect(page.getByText("No recent searches")).toBeVisible();
    await input(page).fill("API tokens");
    await page.locator(".DocSearch-Hit").first().click();
    await searchButton(page).click();
    await expect(page.getByText("Recent")).toBeVisible();
    await page.getByRole("button", { name: "Save this search" }).first().click();
    await expect(page.getByText("Favorite")).toBeVisible();
    await page.getByRole("button", { name: "Remove this search from favorites" }).first().click();
    await expect(page.getByText("Favorite")).toHaveCount(0);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("strapiDocsv5beta")));
    expect(stored.length).toBeGreaterThan(0);
  });

  test("shows the no-results screen", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await searchButton(page).click();
    await input(page).fill("qqzzxxvv");
    await expect(page.getByText("No results for")).toBeVisible();
    await expect(page.getByRole("link", { name: "Let us know." })).toHaveAttribute("href", /github\.com\/strapi\/documentation\/issues\/new/);
  });

  test("shows the error screen when the search endpoint cannot be reached", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await page.route("**/1/indexes/**", (route) => route.abort("connectionrefused"));
    await searchButton(page).click();
    await input(page).fill("token");
    await expect(page.getByText("Unable to fetch results")).toBeVisible();
    await expect(page.getByText("You might want to check your network connection.")).toBeVisible();
    await expect(page.getByText("No results for")).toHaveCount(0);
    // Once the endpoint answers again, so does the modal.
    await page.unroute("**/1/indexes/**");
    await input(page).fill("api token");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    await expect(page.getByText("Unable to fetch results")).toHaveCount(0);
  });
});

test.describe("search results page", () => {
  test.use({ javaScriptEnabled: false });

  test("is rendered on the server: results, count and the escaped query, without JavaScript", async ({ page }) => {
    await page.goto("/search?q=api+token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "api token"');
    await expect(page.getByRole("status")).toHaveText(/\d+ results/);
    await expect(page.locator(".search-result").first()).toBeVisible();
    await expect(page.locator(".search-result mark").first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.goto(`/search?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>alert(1)</script>");
    expect(await page.locator("main script").count()).toBe(0);
  });

  test("lists each section once: a heading and its text are one result", async ({ page }) => {
    await page.goto("/search?q=populate");
    const links = page.locator(".search-result-heading");
    await expect(links.first()).toBeVisible();
    const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(targets.length).toBeGreaterThan(5);
    expect(new Set(targets).size).toBe(targets.length);
    // "Populate several levels" has a heading and text that both match: one result, with its snippet.
    const several = page.locator(".search-result li", { has: page.locator('a[href$="#populate-several-levels"]') });
    await expect(several).toHaveCount(1);
    await expect(several.locator(".search-result-snippet")).toBeVisible();
  });

  test("pages through results", async ({ page }) => {
    await page.goto("/search?q=content");
    await page.getByRole("link", { name: "More results" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator(".search-result").first()).toBeVisible();
  });
});
