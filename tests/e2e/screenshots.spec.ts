import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openPage, zoomOpened } from "./helpers";

// Screenshots of the admin panel (<Screenshot>): the image of the reader's colour mode, space
// reserved before it loads, and the zoom.
const manifest = JSON.parse(readFileSync("public/img/screenshots/manifest.json", "utf8")) as { screenshots: Record<string, { width: number; height: number }> };
const PAGE = "/user-docs/content-manager";
const ID = "cm-list-view";

const shot = (page: Page, theme: "light" | "dark") => page.locator(`.markdown img.screenshot.themed-image-${theme}[src$="/${ID}-${theme}.webp"]`);

test("a screenshot shows its light image in light mode, reserves its space, and zooms until Escape", async ({ page }) => {
  await openPage(page, PAGE);
  const light = shot(page, "light");
  const dark = shot(page, "dark");
  const { width, height } = manifest.screenshots[ID];
  // The manifest's size is in the HTML, so the page keeps the space while the lazy image loads.
  await expect(light).toHaveAttribute("width", String(width));
  await expect(light).toHaveAttribute("height", String(height));
  await expect(light).toHaveAttribute("loading", "lazy");
  await expect(light).toHaveAttribute("alt", /list view of the Restaurant collection type/);
  await expect(dark).toBeHidden();
  await light.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  const box = await light.boundingBox();
  expect(Math.abs(box!.width / box!.height - width / height)).toBeLessThan(0.02);
  await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(width * 2);

  // Zoom is attached 1 s after the page shows.
  await expect(light).toHaveClass(/medium-zoom-image/);
  const opened = zoomOpened(light);
  await light.click();
  await expect(page.locator(".medium-zoom-overlay")).toBeVisible();
  await expect(page.locator(".medium-zoom-image--opened")).toHaveCount(1);
  await opened;
  await page.keyboard.press("Escape");
  await expect(page.locator(".medium-zoom-overlay")).toHaveCount(0);
});

test("a screenshot shows its dark image in dark mode", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("strapi-docs:theme", "dark"));
  await openPage(page, PAGE);
  const dark = shot(page, "dark");
  await dark.scrollIntoViewIfNeeded();
  await expect(dark).toBeVisible();
  await expect(shot(page, "light")).toBeHidden();
  await expect(dark).toHaveAttribute("width", String(manifest.screenshots[ID].width));
  await expect.poll(() => dark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
