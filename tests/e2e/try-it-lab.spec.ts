// "Try it" against a real Strapi: a scratch lab (fresh seeded database) that this file starts and
// deletes. Skipped, saying why, where no lab is installed (CI has none): try-it.spec.ts covers the
// panel with answers recorded from the lab.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { installedLab } from "../installed-lab";
import { openPage } from "./helpers";

type Running = { url: string; stop(): Promise<void> };

test.describe.serial('"Try it" against the lab', () => {
  let lab: Running | undefined;
  let token = "";

  test.beforeAll(async () => {
    const found = await installedLab();
    if ("skip" in found) {
      // The list reporter does not print skip reasons: say it on the console too.
      console.warn(`"Try it" against the lab is skipped: ${found.skip}`);
      test.skip(true, found.skip);
      return;
    }
    test.setTimeout(240_000);
    lab = await found.lab.startScratchLab({ log: () => undefined });
    token = found.lab.credentials().apiTokens.fullAccess.accessKey;
  });

  test.afterAll(async () => {
    await lab?.stop();
  });

  async function tryExample(page: Page, route: string, title: string): Promise<Locator> {
    await openPage(page, route);
    await page.getByRole("button", { name: `Try it: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Try it: ${title}` });
    await dialog.getByRole("button", { name: "Connection settings" }).click();
    await dialog.getByLabel("Strapi URL").fill(lab!.url);
    await dialog.getByLabel("API token", { exact: true }).fill(token);
    return dialog;
  }
  const status = (dialog: Locator) => dialog.locator(".try-it-result [role=status]");

  test("a REST page: the example matches the documented response, and a changed query parameter shows the differences", async ({ page }) => {
    const dialog = await tryExample(page, "/dev-docs/api/rest", "List restaurants");
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report")).toContainText(`Connected to Strapi at ${lab!.url}`);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms\. Matches the documented response\.$/);
    await dialog.getByLabel("Path and query").fill("/api/restaurants?pagination[pageSize]=2");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms\. Differs from the documented response in 2 places: you edited the request/);
    await expect(dialog.getByRole("region", { name: "Differences from the documented response" })).toContainText(
      "meta.pagination.pageSize documented 25, your server returns 2",
    );
  });

  test("a GraphQL page: the example matches the documented response", async ({ page }) => {
    const dialog = await tryExample(page, "/dev-docs/api/graphql", "The first three restaurants");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms\. Matches the documented response\.$/);
  });

  test("with the server down, the panel says nothing answered and how to start Strapi", async ({ page }) => {
    await lab?.stop();
    const dialog = await tryExample(page, "/dev-docs/api/rest", "List restaurants");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(`Nothing answered at ${lab!.url}`);
    await expect(dialog.locator(".try-it-explanation")).toContainText("Is your Strapi server running?");
  });
});
