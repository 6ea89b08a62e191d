// The "Try it" panel without a lab: the reader's Strapi is played by answers a real one gave
// (tests/fixtures/try-it/answers.json), served from the browser's network layer, CORS headers included.
// tests/e2e/try-it-lab.spec.ts runs the same flows against a real lab where one is installed.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { recordedAnswers } from "../fixtures/try-it/recordings";
import { openPage } from "./helpers";

const STRAPI = "http://127.0.0.1:1399";
const TOKEN = "tok-e2e-5f0c1a9d7b3e42c6";
const recordings = recordedAnswers();

/** Plays the reader's Strapi from the recordings: each request gets the answer recorded for the same method and path. */
async function playStrapi(page: Page) {
  const requests: Request[] = [];
  await page.route(`${STRAPI}/**`, async (route: Route) => {
    const request = route.request();
    requests.push(request);
    const cors = { "access-control-allow-origin": new URL(page.url()).origin, vary: "Origin" };
    if (request.method() === "OPTIONS")
      return route.fulfill({
        status: 204,
        headers: {
          ...cors,
          "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE",
          "access-control-allow-headers": "Content-Type,Authorization,Origin,Accept",
        },
      });
    const url = new URL(request.url());
    const target = decodeURIComponent(url.pathname + url.search);
    if (url.pathname === "/_health") return route.fulfill({ status: 204, headers: cors });
    if (url.pathname === "/api/i18n/locales") return route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: "[]" });
    const recording = recordings.find(({ sent }) => sent.method === request.method() && sent.target === target);
    if (!recording) return route.fulfill({ status: 404, headers: cors, body: "" });
    return route.fulfill({
      status: recording.answer.status,
      headers: { ...Object.fromEntries(recording.answer.headers), ...cors },
      body: recording.answer.text,
    });
  });
  return requests;
}

async function openExample(page: Page, route: string, title: string) {
  await openPage(page, route);
  const button = page.getByRole("button", { name: `Try it: ${title}`, exact: true });
  await button.click();
  const dialog = page.getByRole("dialog", { name: `Try it: ${title}` });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

async function connect(dialog: Locator, url = STRAPI, token = TOKEN) {
  await dialog.getByRole("button", { name: "Connection settings" }).click();
  await dialog.getByLabel("Strapi URL").fill(url);
  if (token) await dialog.getByLabel("API token or JWT (optional)").fill(token);
}

const status = (dialog: Locator) => dialog.locator(".try-it-result [role=status]");

test.describe('"Try it" with recorded answers', () => {
  test("a REST example: the panel loads on the first click, sends the request to the reader's Strapi and says it matches", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => request.url().includes("/assets/open-try-it") && chunks.push(request.url()));
    const requests = await playStrapi(page);
    await openPage(page, "/dev-docs/api/rest");
    await page.waitForLoadState("networkidle");
    expect(chunks, "the panel's code waits for a click").toEqual([]);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    expect(chunks.length).toBeGreaterThan(0);
    await expect(dialog.getByLabel("Path and query")).toHaveValue("/api/restaurants");
    await connect(dialog);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms\. Matches the documented response\.$/);
    await expect(dialog.getByLabel("Response body", { exact: true })).toContainText('"name": "Biscotte Restaurant"');
    await expect(dialog.locator("summary", { hasText: "Response headers" })).toBeVisible();
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([`GET ${STRAPI}/api/restaurants`]);
  });

  test("a changed query parameter shows where the answer differs from the documented response", async ({ page }) => {
    await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    await connect(dialog);
    await dialog.getByLabel("Path and query").fill("/api/restaurants?pagination[pageSize]=2");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms\. Differs from the documented response in 2 places\.$/);
    const differences = dialog.getByRole("region", { name: "Differences from the documented response" }).getByRole("listitem");
    await expect(differences).toHaveText([
      "meta.pagination.pageSize documented 25, your server returns 2",
      "meta.pagination.pageCount documented 1, your server returns 3",
    ]);
    await dialog.getByRole("button", { name: "Reset to the example" }).click();
    await expect(dialog.getByLabel("Path and query")).toHaveValue("/api/restaurants");
  });

  test("a GraphQL example: query and variables are editable, the answer matches", async ({ page }) => {
    const requests = await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/graphql", "The first three restaurants");
    await expect(dialog.getByLabel("Query")).toHaveValue(/restaurants\(pagination: \{ pageSize: 3 \}\)/);
    await expect(dialog.getByLabel("Variables (JSON)")).toHaveValue("");
    await connect(dialog);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms\. Matches the documented response\.$/);
    const sent = requests.find((request) => request.method() === "POST");
    expect(sent?.url()).toBe(`${STRAPI}/graphql`);
    expect(JSON.parse(sent?.postData() ?? "{}")).toEqual({ query: expect.stringContaining("pageSize: 3") });
  });

  test("a refusal is explained: the Public role lacks the permission", async ({ page }) => {
    await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "Create a restaurant without credentials");
    await connect(dialog, STRAPI, "");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^403 Forbidden in \d+ ms\. Matches the documented response\.$/);
    await expect(dialog.locator(".try-it-explanation")).toContainText("Public role, which does not have create on restaurants");
  });

  test("the token stays in sessionStorage: never in localStorage, cookies, IndexedDB, the URL, another request, a copy or the console", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const console: string[] = [];
    page.on("console", (message) => console.push(message.text()));
    const seen: { url: string; headers: Record<string, string>; body: string | null }[] = [];
    page.on("request", (request) => seen.push({ url: request.url(), headers: request.headers(), body: request.postData() }));
    await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "Create a restaurant");
    await connect(dialog);
    await expect(dialog.getByLabel("Headers (one “Name: value” a line)")).toHaveValue(/Authorization: Bearer <your-api-token>/);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).not.toHaveText(/^(Sending.*)?$/);

    // Sent once, to the Strapi URL, in the Authorization header.
    const carrying = seen.filter((request) => JSON.stringify(request).includes(TOKEN));
    expect(carrying.map((request) => [request.url, request.headers.authorization])).toEqual([[`${STRAPI}/api/restaurants`, `Bearer ${TOKEN}`]]);
    // Copies keep the placeholder.
    await dialog.getByRole("button", { name: "Copy as curl" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Authorization: Bearer <your-api-token>");
    await dialog.getByRole("button", { name: "Copy as fetch" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain(TOKEN);

    const stores = await page.evaluate(async () => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
      url: location.href,
      history: history.length,
    }));
    expect(stores.session).toContainEqual(["strapi-docs:try-it:token", TOKEN]);
    expect(stores.local).toContainEqual(["strapi-docs:try-it:url", STRAPI]);
    expect(JSON.stringify({ ...stores, session: null })).not.toContain(TOKEN);
    expect(page.url()).not.toContain(TOKEN);
    expect(console.join("\n")).not.toContain(TOKEN);

    // Another tab of the same browser does not get it: sessionStorage belongs to the tab.
    const other = await context.newPage();
    await openPage(other, "/dev-docs/api/rest");
    expect(await other.evaluate(() => Object.entries(sessionStorage).concat(Object.entries(localStorage)).flat().join(" "))).not.toContain(TOKEN);
  });

  test("a server that is not running, a refused CORS answer and an address this page may not call are explained", async ({ page }) => {
    // Nothing listens on port 9 of this machine.
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    await connect(dialog, "http://127.0.0.1:9", "");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText("Nothing answered at http://127.0.0.1:9");
    await expect(dialog.locator(".try-it-explanation")).toContainText("Is your Strapi server running?");

    // A real server on this machine that answers without CORS headers: the browser refuses to share its answers.
    const server = createServer((request, response) =>
      response.writeHead(request.url === "/_health" ? 204 : 200).end(request.url === "/_health" ? undefined : "{}"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await dialog.getByLabel("Strapi URL").fill(`http://127.0.0.1:${port}`);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText("Your server answered, but did not let this site read the answer (CORS)");
    server.close();
    const origin = new URL(page.url()).origin;
    await expect(dialog.locator(".try-it-explanation pre")).toContainText(`origin: ['http://localhost:3000', '${origin}'],`);

    await dialog.getByLabel("Strapi URL").fill("http://192.168.10.20:1337");
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report")).toContainText("This site may send requests only to your own machine");
  });

  test("Test connection says whether Strapi answers and accepts the token", async ({ page }) => {
    await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    await connect(dialog);
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report")).toContainText(`Connected to Strapi at ${STRAPI}`);
    await expect(dialog.locator(".try-it-report")).toContainText("Strapi accepts your token.");
    await dialog.getByRole("button", { name: "Forget the token" }).click();
    await expect(dialog.getByText("Your Strapi:")).toContainText("without a token");
    expect(await page.evaluate(() => sessionStorage.getItem("strapi-docs:try-it:token"))).toBeNull();
  });

  test("keyboard: the button opens the panel, focus starts on Send, Escape closes it and focus returns to the button; axe finds nothing serious", async ({
    page,
  }) => {
    await playStrapi(page);
    await openPage(page, "/dev-docs/api/rest");
    const button = page.getByRole("button", { name: "Try it: List restaurants" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Try it: List restaurants" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Send request" })).toBeFocused();
    await connect(dialog);
    await dialog.getByRole("button", { name: "Send request" }).focus();
    await page.keyboard.press("Enter");
    await expect(status(dialog)).toHaveText(/Matches the documented response/);
    // Tab order follows the panel: the connection settings, the request, its actions, then the result.
    await dialog.getByRole("button", { name: "Close" }).focus();
    const order: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return (active?.labels?.[0]?.firstChild?.textContent ?? active?.textContent ?? "").trim();
        }),
      );
    }
    expect(order).toEqual([
      "Connection settings",
      "Strapi URL",
      "API token or JWT (optional)",
      "Test connection",
      "Forget the token",
      "Method",
      "Path and query",
      "Headers (one “Name: value” a line)",
      "Send request",
      "Reset to the example",
    ]);
    for (const theme of ["light", "dark"]) {
      await page.evaluate((mode) => (document.documentElement.dataset.theme = mode), theme);
      const results = await new AxeBuilder({ page }).include(".try-it-dialog").analyze();
      expect(
        results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id),
      ).toEqual([]);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the query builder's request can be tried too", async ({ page }) => {
    await playStrapi(page);
    await openPage(page, "/dev-docs/api/rest/interactive-query-builder");
    const builder = page.locator(".query-builder");
    await builder.scrollIntoViewIfNeeded();
    await builder.getByRole("button", { name: "Try it" }).click();
    const dialog = page.getByRole("dialog", { name: "Try it: Query built with the form" });
    await expect(dialog.getByLabel("Path and query")).toHaveValue(/^\/api\/restaurants\?filters\[name\]\[\$containsi\]=pizza/);
  });

  test("every REST and GraphQL example of the API, users-permissions, upload and i18n pages has its button", async ({ page }) => {
    for (const route of [
      "/dev-docs/api/rest",
      "/dev-docs/api/rest/populate-select",
      "/dev-docs/api/graphql",
      "/dev-docs/plugins/users-permissions",
      "/dev-docs/plugins/upload",
      "/dev-docs/i18n",
      "/dev-docs/plugins/graphql",
    ]) {
      await openPage(page, route);
      const sendable = page.locator(
        ".api-call-request:has(> figure.code-block:first-of-type[data-language=http]), .api-call-request:has(> figure.code-block:first-of-type[data-language=graphql])",
      );
      const count = await sendable.count();
      expect(count, route).toBeGreaterThan(0);
      await expect(page.locator(".api-call-request .try-it-button"), route).toHaveCount(count);
    }
  });
});
