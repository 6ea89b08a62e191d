// Live code, diagrams and the interactive components, and that plain pages never load them.
import { expect, test, type Page } from "@playwright/test";
import { openPage, seriousViolations } from "./helpers";

const LAZY_CHUNK = /\/assets\/(blocks|LiveCode|MermaidDiagram|QueryBuilder|ProjectTree|mermaid|flowDiagram|sequenceDiagram|stateDiagram)[-.]/;

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

async function openLiveBlock(page: Page, path: string) {
  await openPage(page, path);
  const block = page.locator(".live-code").first();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-state", "live");
  return block;
}

/** Replaces the whole code in a live editor by typing, as a reader would. */
async function replaceCode(page: Page, block: ReturnType<Page["locator"]>, code: string) {
  await block.getByRole("textbox", { name: /Code editor/ }).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(code);
}

test.describe("live code blocks", () => {
  test("only their pages allow eval in the Content-Security-Policy", async ({ request }) => {
    const policy = async (path: string) => (await request.get(path)).headers()["content-security-policy"];
    expect(await policy("/dev-docs/configurations/api")).toContain("'unsafe-eval'");
    expect(await policy("/cloud/intro")).not.toContain("unsafe-eval");
  });

  test("show highlighted code before loading, then run it below the editor", async ({ page }) => {
    await page.goto("/dev-docs/configurations/api");
    // Prerendered: the code is there, highlighted, before any script runs.
    await expect(page.locator(".live-code[data-state=static] .code-block pre span[style*='color']").first()).toBeAttached();
    const block = await openLiveBlock(page, "/dev-docs/configurations/api");
    await expect(block.locator(".live-code-preview")).toContainText("Entries per page: 50");
    await block.getByRole("spinbutton").fill("30");
    await expect(block.locator(".live-code-preview")).toContainText("Entries per page: 30");
  });

  test("editing updates the preview, a broken edit shows the error, and reset restores the code", async ({ page }) => {
    const errors = watchErrors(page);
    const block = await openLiveBlock(page, "/dev-docs/configurations/api");
    await replaceCode(page, block, "render(<p>Edited: {qs.stringify({ pagination: { page: 2 } })}</p>);");
    await expect(block.locator(".live-code-preview")).toHaveText("Edited: pagination%5Bpage%5D=2");

    await replaceCode(page, block, "render(<p>Broken</p);");
    await expect(block.locator(".live-code-error")).toBeVisible();
    await expect(block.locator(".live-code-preview")).not.toContainText("Broken");
    // The rest of the page still works.
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    await block.getByRole("button", { name: "Reset code" }).click();
    await expect(block.getByRole("textbox", { name: /Code editor/ })).toContainText("const config = { defaultLimit: 20, maxLimit: 50 };");
    await expect(block.locator(".live-code-error")).toHaveCount(0);
    await expect(block.locator(".live-code-preview")).toContainText("Entries per page: 50");
    expect(errors).toEqual([]);
  });

  test("never trap the keyboard: Escape and Tab both leave the editor", async ({ page }) => {
    const block = await openLiveBlock(page, "/dev-docs/custom-fields");
    const editor = block.getByRole("textbox", { name: /Code editor/ });
    await editor.focus();
    await page.keyboard.press("Escape");
    await expect(block.getByRole("button", { name: "Reset code" })).toBeFocused();
    await editor.focus();
    await page.keyboard.press("Tab");
    await expect(editor).not.toBeFocused();
    await expect(editor).toContainText("function StarsInput");
  });

  test("use the code theme's colours in the editor", async ({ page }) => {
    const block = await openLiveBlock(page, "/dev-docs/custom-fields");
    const editor = block.getByRole("textbox", { name: /Code editor/ });
    await expect(editor).toHaveCSS("background-color", "rgb(13, 17, 23)");
    await expect(editor.locator(".token.keyword").first()).toHaveCSS("color", "rgb(255, 123, 114)");
  });
});

test.describe("mermaid diagrams", () => {
  test("render as a labelled SVG and follow the colour mode, without the ELK layout", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await openPage(page, "/dev-docs/custom-fields");
    const figure = page.locator("figure.mermaid-diagram").first();
    await figure.scrollIntoViewIfNeeded();
    const svg = figure.locator(".mermaid-svg svg");
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute("aria-label", "Flowchart diagram");
    const style = () => svg.locator("style").first().textContent();
    expect((await style())?.toLowerCase()).toContain("#ececff");
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    await expect.poll(async () => (await style())?.toLowerCase()).not.toContain("#ececff");
    await expect(svg).toBeVisible();
    await page.getByRole("button", { name: /Switch to light mode/ }).click();
    await expect.poll(async () => (await style())?.toLowerCase()).toContain("#ececff");
    expect(scripts.some((url) => url.includes("/assets/flowDiagram-"))).toBe(true);
    expect(scripts.filter((url) => /\/assets\/(elk|cytoscape|katex)/.test(url))).toEqual([]);
  });

  test("a diagram that does not parse shows its source and the error, and the page keeps working", async ({ page }) => {
    // Serve the page with one diagram broken (an unclosed node label), in its HTML and in its hydration data.
    await page.route("**/dev-docs/custom-fields", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll("Content Manager input]", "Content Manager input");
      // The edited inline scripts no longer match the page's CSP hashes: drop the policy for this test page.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== "content-security-policy"));
      await route.fulfill({ response, body: html, headers });
    });
    const errors = watchErrors(page);
    await openPage(page, "/dev-docs/custom-fields");
    const figure = page.locator("figure.mermaid-diagram").first();
    await figure.scrollIntoViewIfNeeded();
    const failure = figure.locator("[data-state=error]");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("This diagram could not be drawn");
    await expect(failure.locator(".mermaid-error")).toContainText(/Parse error|Expecting/);
    await expect(failure.locator(".mermaid-source")).toContainText("U --> M[Content Manager input");
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(errors).toEqual([]);
  });
});

test.describe("interactive components", () => {
  test("the query builder's output follows the form", async ({ page }) => {
    await openPage(page, "/dev-docs/api/rest/interactive-query-builder");
    const builder = page.locator(".query-builder");
    const queryString = builder.locator("pre[data-output='Query string']");
    await expect(queryString).toContainText("filters[name][$containsi]=pizza");
    await builder.getByRole("textbox", { name: "Filter 1 value" }).fill("sushi & ramen");
    await expect(queryString).toContainText("filters[name][$containsi]=sushi%20%26%20ramen");
    await builder.getByRole("button", { name: "Add a filter" }).click();
    await builder.getByRole("textbox", { name: "Filter 2 field" }).fill("stars");
    await builder.getByRole("combobox", { name: "Filter 2 operator" }).selectOption("$gte");
    await builder.getByRole("textbox", { name: "Filter 2 value" }).fill("4");
    await builder.getByLabel("Entries must match").selectOption("any");
    await expect(queryString).toContainText("filters[$or][0][name][$containsi]=sushi%20%26%20ramen&filters[$or][1][stars][$gte]=4");
    await builder.getByLabel("Status").selectOption("draft");
    await builder.getByLabel("Collection (plural API ID)").fill("articles");
    await expect(builder.locator("pre[data-output='Request URL']")).toContainText("GET http://localhost:1337/api/articles?filters[$or]");
    await expect(builder.locator("pre[data-output='Request URL']")).toContainText("&status=draft");
  });

  test("the project structure explorer expands folders and tells what a file is for", async ({ page }) => {
    await openPage(page, "/dev-docs/project-structure");
    await page.locator(".interactive-project-structure").scrollIntoViewIfNeeded();
    const explorer = page.getByRole("group", { name: "Project structure explorer" });
    const src = explorer.getByRole("button", { name: "src/", exact: true });
    await expect(src).toHaveAttribute("aria-expanded", "false");
    await expect(explorer.getByRole("button", { name: "api/", exact: true })).toHaveCount(0);
    await src.click();
    await expect(src).toHaveAttribute("aria-expanded", "true");
    await explorer.getByRole("button", { name: "api/", exact: true }).click();
    await explorer.getByRole("button", { name: "restaurant/", exact: true }).press("Enter");
    await explorer.getByRole("button", { name: "services/", exact: true }).click();
    await explorer.getByRole("button", { name: "restaurant.ts", exact: true }).last().click();
    await expect(explorer.locator(".project-tree-details")).toContainText("src/api/restaurant/services/restaurant.ts");
    await expect(explorer.locator(".project-tree-details")).toContainText("core service factory");
    await explorer.getByRole("button", { name: "Collapse all" }).click();
    await expect(explorer.getByRole("button", { name: "api/", exact: true })).toHaveCount(0);
  });

  test("an annotation explains its term on hover and on keyboard focus, and Escape hides it", async ({ page }) => {
    await openPage(page, "/dev-docs/api/rest/interactive-query-builder");
    const term = page.locator(".annotation-term", { hasText: "document" }).first();
    const tip = page.getByRole("tooltip").filter({ hasText: "documentId" }).first();
    await expect(tip).toBeHidden();
    await term.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await term.focus();
    await expect(tip).toBeVisible();
    await expect(term).toHaveAccessibleDescription(/one piece of content with all its versions/);
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`pages with interactive blocks have no serious axe violations in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem("strapi-docs:theme", mode), theme);
      for (const path of ["/dev-docs/api/rest/interactive-query-builder", "/dev-docs/custom-fields", "/dev-docs/project-structure"]) {
        await openPage(page, path);
        for (const block of await page.locator(".live-code, figure.mermaid-diagram, .interactive-block").all()) await block.scrollIntoViewIfNeeded();
        await expect(page.locator(".live-code[data-state=static], .mermaid-render[data-state=drawing], .interactive-pending")).toHaveCount(0);
        // Only the interactive blocks: the rest of these pages is the accessibility suite's business.
        expect(await seriousViolations(page, { include: [".live-code", ".mermaid-diagram", ".interactive-block", ".annotation"] }), path).toEqual([]);
      }
    });
  }
});

test.describe("loading discipline", () => {
  test("a plain doc page downloads no react-live, mermaid or interactive chunk", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await openPage(page, "/cloud/intro");
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);
  });

  test("a page loads only the blocks it uses, when they near the viewport", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await openPage(page, "/dev-docs/configurations/api");
    // The live block is far below the fold: nothing is fetched until the reader scrolls towards it.
    await page.waitForTimeout(300);
    expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);
    await page.locator(".live-code").scrollIntoViewIfNeeded();
    await expect(page.locator(".live-code")).toHaveAttribute("data-state", "live");
    expect(scripts.some((url) => url.includes("/assets/LiveCode-"))).toBe(true);
    expect(scripts.filter((url) => /\/assets\/(MermaidDiagram|QueryBuilder|ProjectTree)-/.test(url))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a page with tabs, code blocks and a diagram reads in full from its HTML, which carries the article once", async ({ page, request }) => {
    const path = "/user-docs/features/preview";
    await page.goto(path);
    const article = page.locator("article.doc .markdown");
    // The first tab of each set shows; the others are in the HTML, hidden.
    const tabs = article.locator(".tabs").first();
    await expect(tabs.locator(".tabs-panel").first()).toBeVisible();
    expect(await tabs.locator(".tabs-panel").count()).toBeGreaterThan(1);
    await expect(tabs.locator(".tabs-panel[hidden]").first()).toBeAttached();
    await expect(article.locator(".code-block pre code").first()).toBeVisible();
    await expect(article.locator(".mermaid-diagram .mermaid-source")).toContainText("sequenceDiagram");
    // The article is not repeated as hydration data: no sentence of it is in the page's inline scripts.
    const html = await (await request.get(path)).text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");
    const articleHtml = html.slice(html.indexOf('<div class="markdown">'), html.indexOf('<footer class="doc-footer">'));
    const sentences = [...articleHtml.matchAll(/<p>([A-Za-z ,]{40,})/g)].map((match) => match[1]);
    expect(sentences.length).toBeGreaterThan(2);
    for (const sentence of sentences) expect(inlineScripts, sentence).not.toContain(sentence);
    // Nor are the contents list and the run record, which the HTML has too.
    await expect(page.locator(".toc-desktop .toc-link").first()).toBeAttached();
    await expect(page.locator(".doc-run-record")).toBeAttached();
    expect(inlineScripts).not.toMatch(/\\*"(toc|runRecord)\\*":/);
  });
});
