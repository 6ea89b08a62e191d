import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { openPage } from "./helpers";

/** Passed records of one content file in a records file of the lab (content/verified-*.json). */
const recordsOf = (recordsFile: string, file: string) =>
  Object.entries(JSON.parse(readFileSync(recordsFile, "utf8")) as Record<string, { result: string }>).filter(
    ([key, record]) => key.startsWith(`${file}#`) && record.result === "passed",
  ).length;

/** Lab checks (lab/checks/results.json) that name a content file among the pages they back. */
const checksNaming = (file: string) =>
  Object.values(JSON.parse(readFileSync("lab/checks/results.json", "utf8")) as Record<string, { pages: string[] }>).filter((record) =>
    record.pages.includes(file),
  ).length;

/** A page nothing ran for: the first of a few Cloud pages that no record names (checks come and go). */
const PAGE_WITHOUT_RUNS = ["/cloud/account/account-billing", "/cloud/getting-started/usage-billing", "/cloud/account/account-settings"].find((route) => {
  const file = `content${route}.mdx`;
  return recordsOf("content/verified-examples.json", file) + recordsOf("content/verified-server-examples.json", file) + checksNaming(file) === 0;
});

test.describe("doc pages", () => {
  test("show the sidebar, a table of contents and code highlighted at build time", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await openPage(page, "/cloud/advanced/email");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Provider");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
    await expect(sidebar.getByRole("link", { name: "Email", exact: false }).first()).toBeVisible();
    await expect(sidebar.locator("a.active")).toHaveAttribute("href", "/cloud/advanced/email");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link").first()).toBeVisible();
    const firstTocTarget = await toc.getByRole("link").first().getAttribute("href");
    await expect(page.locator(`[id="${firstTocTarget!.slice(1)}"]`)).toHaveCount(1);
    // Highlighted tokens arrive in the HTML: coloured spans inside the code block.
    const token = page.locator(".code-block pre span.line span[style*='color']").first();
    await expect(token).toBeVisible();
    await expect(page.getByRole("link", { name: "Contribute to this page on GitHub" })).toHaveAttribute("href", /github\.com\/strapi\/documentation\/edit/);
    expect(errors).toEqual([]);
  });

  test("say under the title what ran for them on the lab's Strapi, and nothing where nothing ran", async ({ page }) => {
    const examples = recordsOf("content/verified-examples.json", "content/dev-docs/api/rest.mdx");
    const blocks = recordsOf("content/verified-server-examples.json", "content/dev-docs/api/rest.mdx");
    expect(examples).toBeGreaterThan(0);
    await openPage(page, "/dev-docs/api/rest");
    const note = page.locator("article .run-record");
    const summary = note.locator("summary");
    await expect(summary).toHaveText(
      new RegExp(`^Checked on Strapi 5\\.\\d+\\.\\d+: ${examples} API examples${blocks ? `, ${blocks} server-side code block` : ""}`),
    );
    await expect(note.getByRole("listitem").first()).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(note.getByRole("listitem").first()).toContainText(`${examples} API examples`);
    expect(PAGE_WITHOUT_RUNS, "a Cloud page that no record names").toBeDefined();
    await openPage(page, PAGE_WITHOUT_RUNS!);
    await expect(page.locator("article h1")).toBeVisible();
    await expect(page.locator(".run-record")).toHaveCount(0);
  });

  test("tabs with one groupId switch together and the choice persists", async ({ page }) => {
    await openPage(page, "/cloud/getting-started/deployment-cli");
    const sets = page.locator(".tabs");
    expect(await sets.count()).toBeGreaterThan(1);
    await sets.first().getByRole("tab", { name: "yarn" }).click();
    for (const set of await sets.all()) {
      if (await set.getByRole("tab", { name: "yarn" }).count()) await expect(set.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
    }
    await page.reload();
    await expect(sets.first().getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
    await expect(sets.first().getByRole("tabpanel").filter({ visible: true })).toContainText("yarn");
  });

  test("client navigation through the sidebar loads the next page", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Cloud fundamentals" }).click();
    await expect(page).toHaveURL(/\/cloud\/cloud-fundamentals$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Strapi Cloud");
  });
});

test("a snippet is served as its own page", async ({ page }) => {
  const response = await openPage(page, "/snippets/install-npm-yarn");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("install-npm-yarn");
  await expect(page.getByRole("tab", { name: "npm" })).toBeVisible();
});

test("a tag page lists its pages and the tags index links to it", async ({ page }) => {
  await openPage(page, "/tags");
  await page.getByRole("link", { name: /^Strapi Cloud \d+$/ }).click();
  await expect(page).toHaveURL(/\/tags\/strapi-cloud$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText('tagged with "Strapi Cloud"');
  await expect(page.getByRole("link", { name: "Welcome to the Strapi Cloud Docs!" })).toBeVisible();
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await openPage(page, "/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle("Page not found | Strapi 5 Documentation");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "Cloud docs" })).toBeVisible();
  const data = await page.request.get("/no/such/page.data");
  expect(data.status()).toBe(404);
});

test(".html and /index.html are normalised with a 301 that keeps the query", async ({ request }) => {
  const response = await request.get("/cloud/intro.html?ref=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/cloud\/intro\?ref=x$/);
  const index = await request.get("/cloud/intro/index.html", { maxRedirects: 0 });
  expect(index.headers().location).toMatch(/\/cloud\/intro$/);
});

test("a legacy path redirects with 308 to its new home", async ({ page, request }) => {
  const response = await request.get("/cloud", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  await openPage(page, "/cloud");
  await expect(page).toHaveURL(/\/cloud\/intro$/);
});

test("pages only answer GET and HEAD", async ({ request }) => {
  expect((await request.post("/no/such/page")).status()).toBe(405);
  expect((await request.head("/cloud/intro")).status()).toBe(200);
});
