import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers";

const PAGES = ["/", "/dev-docs/quick-start", "/user-docs/content-manager/writing-content", "/cloud/intro", "/tags/strapi-cloud", "/tags", "/no/such/page"];

test.describe.configure({ mode: "parallel" });

for (const theme of ["light", "dark"] as const) {
  for (const path of PAGES) {
    test(`no serious or critical axe violations in ${theme} mode: ${path}`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem("strapi-docs:theme", mode), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
