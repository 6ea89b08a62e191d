import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/dev-docs/quick-start", "/user-docs/content-manager/writing-content", "/cloud/intro", "/tags/strapi-cloud", "/tags", "/no/such/page"];

for (const theme of ["light", "dark"] as const) {
  test(`no serious or critical axe violations in ${theme} mode`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((mode) => localStorage.setItem("strapi-docs:theme", mode), theme);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(" ")}`);
      expect(serious).toEqual([]);
    }
  });
}
