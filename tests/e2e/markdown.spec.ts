// Markdown for tools: llms.txt, llms-full.txt, `.md` twins, Accept negotiation and "Copy page".
import { expect, test } from "@playwright/test";
import { openPage } from "./helpers";

const PAGE = "/dev-docs/quick-start";

test("/llms.txt lists the pages of each area with their descriptions", async ({ request }) => {
  const response = await request.get("/llms.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^# Strapi 5 Documentation\n\n> Strapi is an open-source headless CMS/);
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections).toEqual(["Developer docs", "User docs", "Cloud docs"]);
  expect(text).toMatch(/^- \[Quick Start Guide[^\]]*\]\(https:\/\/docs\.strapi\.io\/dev-docs\/quick-start\.md\): Go from an empty folder/m);
  expect(text).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.strapi\.io\/cloud\/intro\.md\): /m);
  // Unlisted pages are left out.
  expect(text).not.toContain("/dev-docs/testing.md");
});

test("/llms-full.txt holds every listed page's markdown in sidebar order", async ({ request }) => {
  const response = await request.get("/llms-full.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const full = await response.text();
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(full).toContain(twin);
  const intro = full.indexOf("\nSource: <https://docs.strapi.io/dev-docs/intro>");
  const quickStart = full.indexOf("\nSource: <https://docs.strapi.io/dev-docs/quick-start>");
  const cloud = full.indexOf("\nSource: <https://docs.strapi.io/cloud/intro>");
  expect(intro).toBeGreaterThan(0);
  expect(quickStart).toBeGreaterThan(intro);
  expect(cloud).toBeGreaterThan(quickStart);
  expect(full).not.toContain("Source: <https://docs.strapi.io/dev-docs/testing>");
});

test("a page's markdown twin is served at {path}.md", async ({ request }) => {
  const response = await request.get(`${PAGE}.md`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  const markdown = await response.text();
  expect(markdown).toMatch(/^# Quick Start Guide/);
  expect(markdown).toContain("Source: <https://docs.strapi.io/dev-docs/quick-start>");
  expect(markdown).toContain("\n## Step 1: Create the project\n");
  expect(markdown).toContain("**npm**\n\n```bash\nnpx create-strapi@latest my-strapi-project\n```");
  expect(markdown).toMatch(/\n> \*\*Note: If you skipped the dependency installation\*\*\n/);
  expect(markdown).not.toMatch(/<[A-Z]\w+|\[#\]\(/);
});

test("a page URL answers markdown for Accept: text/markdown and HTML otherwise, both varying on Accept", async ({ request }) => {
  const markdown = await request.get(PAGE, { headers: { Accept: "text/markdown" } });
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(markdown.headers()["vary"]).toMatch(/\bAccept\b/);
  expect(await markdown.text()).toBe(await (await request.get(`${PAGE}.md`)).text());

  const html = await request.get(PAGE, { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
  expect(html.headers()["content-type"]).toMatch(/^text\/html/);
  expect(html.headers()["vary"]).toMatch(/\bAccept\b/);
  expect(await html.text()).toContain("<h1>Quick Start Guide");
});

test("an unknown .md path gets the not-found page with status 404", async ({ page }) => {
  const response = await openPage(page, "/dev-docs/no-such-page.md");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test.describe("Copy page", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("puts the page's markdown on the clipboard", async ({ page }) => {
    await openPage(page, PAGE);
    await page.getByRole("button", { name: "Copy page" }).click();
    // The label says what happened, so find the button by its place.
    const button = page.locator(".doc-header").getByRole("button");
    await expect(button).toHaveText("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(`${PAGE}.md`)).text();
    expect(copied).toBe(twin);
  });
});

// One copy button (ui/CopyButton.tsx) for every copy on the site: a refused write reads "Copy failed".
test("a copy the browser refuses says so", async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText: refuse, write: refuse } });
  });
  await openPage(page, "/dev-docs/api/rest");
  await page.getByRole("button", { name: "Copy page" }).click();
  await expect(page.locator(".doc-header").getByRole("button")).toHaveText("Copy failed");
  const copyCode = page.getByRole("button", { name: "Copy code to clipboard" }).first();
  await copyCode.click();
  await expect(page.locator(".code-block-copy[data-copy=failed]")).toHaveText("Copy failed");
});
