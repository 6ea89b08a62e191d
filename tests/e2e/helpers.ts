import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  return response;
}

/**
 * The serious and critical axe-core violations of the page, each as "rule (nodes): first target".
 * Legacy mode runs `axe.run` in the page itself: the default mode's cross-frame run opens a blank
 * page for every call and took three to four times as long on a loaded machine; the site has no
 * iframes for it to reach.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(" ")}`);
}

/**
 * Resolves once image zoom has finished opening `image`, which ignores a close while it animates.
 * Call it before the click that opens the zoom.
 */
export function zoomOpened(image: Locator): Promise<void> {
  return image.evaluate((element) => new Promise<void>((resolve) => element.addEventListener("medium-zoom:opened", () => resolve(), { once: true })));
}
