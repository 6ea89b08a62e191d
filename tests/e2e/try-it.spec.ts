// The "Try it" panel without a lab: the reader's Strapi is played by answers a real one gave
// (tests/fixtures/try-it/answers.json), served from the browser's network layer, CORS headers included.
// tests/e2e/try-it-lab.spec.ts runs the same flows against a real lab where one is installed.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { recordedAnswers } from "../fixtures/try-it/recordings";
import { openPage, seriousViolations } from "./helpers";

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
  return openOnThisPage(page, title);
}

/** Opens another example of the page already open, without loading the page again. */
async function openOnThisPage(page: Page, title: string) {
  const button = page.getByRole("button", { name: `Try it: ${title}`, exact: true });
  await button.click();
  const dialog = page.getByRole("dialog", { name: `Try it: ${title}` });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

async function connect(dialog: Locator, url = STRAPI, token = TOKEN) {
  await dialog.getByRole("button", { name: "Connection settings" }).click();
  await dialog.getByLabel("Strapi URL").fill(url);
  if (token) await dialog.getByLabel("API token", { exact: true }).fill(token);
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
    await expect(status(dialog)).toHaveText(
      /^200 OK in \d+ ms\. Differs from the documented response in 2 places: you edited the request, so it is no longer the example's\.$/,
    );
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
    await dialog.getByRole("button", { name: "Send and change data" }).click();
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
    await dialog.getByRole("button", { name: "Send and change data" }).click();
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
    const origin = new URL(page.url()).origin;
    await expect(dialog.locator(".try-it-explanation pre")).toContainText(`origin: ['http://localhost:3000', '${origin}'],`);
    // The same entry in the connection test's report stays inside the dialog: its long lines scroll in their block.
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report pre")).toBeVisible();
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    server.close();

    await dialog.getByLabel("Strapi URL").fill("http://192.168.10.20:1337");
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report")).toContainText("This site may send requests only to your own machine");
    await dialog.getByLabel("Strapi URL").fill("localhost:1337");
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report")).toContainText("Add http:// (or https://) in front: http://localhost:1337.");
  });

  test("Test connection says whether Strapi answers and accepts the token", async ({ page }) => {
    await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    await connect(dialog);
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(dialog.locator(".try-it-report")).toContainText(`Connected to Strapi at ${STRAPI}`);
    await expect(dialog.locator(".try-it-report")).toContainText("Strapi accepts your API token.");
    await dialog.getByRole("button", { name: "Forget the credentials" }).click();
    await expect(dialog.getByText("Your Strapi:")).toContainText("without credentials");
    expect(await page.evaluate(() => sessionStorage.getItem("strapi-docs:try-it:token"))).toBeNull();
  });

  test("keyboard: the button opens the panel, focus starts on Send, Escape closes it and focus returns to the button; axe finds nothing serious", async ({
    page,
  }) => {
    test.slow();
    const requests = await playStrapi(page);
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
    // Ctrl+Enter sends from a field, as in other API tools.
    await dialog.getByLabel("Path and query").focus();
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => requests.filter((request) => request.method() === "GET").length).toBe(2);
    // Tab order follows the panel: the connection settings, the request, its actions, then the result.
    await dialog.getByRole("button", { name: "Close" }).focus();
    const order: string[] = [];
    for (let i = 0; i < 15; i += 1) {
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
      "API token",
      "Read-only API token (optional)",
      "User's JWT (optional)",
      "the docs' example project",
      "how to start it",
      "Test connection",
      "Forget the credentials",
      "Method",
      "Path and query",
      "Headers (one “Name: value” a line)",
      "Credentials",
      "Send request",
      "Reset to the example",
    ]);
    // The focus stays inside the dialog (ui/Dialog.lazy.tsx): Tab past its last control comes back to its first.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    for (const theme of ["light", "dark"]) {
      await page.evaluate((mode) => (document.documentElement.dataset.theme = mode), theme);
      expect(await seriousViolations(page, { include: [".try-it-dialog"] }), theme).toEqual([]);
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
    // Seven pages: more than the default time on a busy machine.
    test.slow();
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

  test("the settings toggle hides and shows the settings, and says so to screen readers", async ({ page }) => {
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    const toggle = dialog.getByRole("button", { name: "Connection settings" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByLabel("Strapi URL")).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByLabel("Strapi URL")).toBeVisible();
    await toggle.click();
    await expect(dialog.getByLabel("Strapi URL")).toBeHidden();
  });

  test("credential slots: each request uses its own slot, shown before sending; a request without an Authorization line gets the API token; the JWT comes from a Log in answer in one click", async ({
    page,
  }) => {
    test.slow();
    const requests = await playStrapi(page);
    const JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MiwiaWF0IjoxfQ.c2lnbmVk";
    const READ_ONLY = "ro-e2e-9b1d2c3a";
    // GraphQL as Strapi answers it: `login` returns a JWT, `me` knows the user only with that JWT.
    await page.route(`${STRAPI}/graphql`, async (route) => {
      const request = route.request();
      requests.push(request);
      const cors = { "access-control-allow-origin": new URL(page.url()).origin, "content-type": "application/json" };
      if (request.method() === "OPTIONS")
        return route.fulfill({ status: 204, headers: { ...cors, "access-control-allow-headers": "Content-Type,Authorization" } });
      const { query } = JSON.parse(request.postData() ?? "{}") as { query: string };
      const me = request.headers().authorization === `Bearer ${JWT}` ? { username: "ada" } : null;
      const data = query.includes("login(") ? { login: { jwt: JWT, user: { username: "ada", email: "ada@example.com" } } } : { me };
      return route.fulfill({ status: 200, headers: cors, body: JSON.stringify({ data }) });
    });

    // No Authorization line in the example: the API token slot, named before sending.
    let { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    await connect(dialog);
    await dialog.getByLabel("Read-only API token (optional)").fill(READ_ONLY);
    await expect(dialog.getByLabel("Credentials")).toHaveValue("api-token");
    await expect(dialog.locator(".try-it-credential")).toContainText("Sends your API token in the Authorization header.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/Matches the documented response/);
    expect(requests.at(-1)?.headers().authorization).toBe(`Bearer ${TOKEN}`);
    await dialog.getByRole("button", { name: "Close" }).click();

    // The example that needs the end user's JWT: its slot is empty until "Log in" fills it.
    ({ dialog } = await openExample(page, "/dev-docs/api/graphql", "Who am I?"));
    await expect(dialog.getByLabel("Credentials")).toHaveValue("jwt");
    await expect(dialog.locator(".try-it-credential")).toContainText("Your User's JWT slot is empty");
    await dialog.getByRole("button", { name: "Close" }).click();
    ({ dialog } = await openExample(page, "/dev-docs/api/graphql", "Log in"));
    await expect(dialog.locator(".try-it-warning")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/^200/);
    await dialog.getByRole("button", { name: "Use this JWT for the requests that need a user's JWT" }).click();
    await expect(dialog.getByRole("button", { name: "JWT kept in your User's JWT slot" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    ({ dialog } = await openExample(page, "/dev-docs/api/graphql", "Who am I?"));
    await expect(dialog.locator(".try-it-credential")).toContainText("Sends your User's JWT");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog.getByLabel("Response body", { exact: true })).toContainText('"username": "ada"');
    expect(requests.at(-1)?.headers().authorization).toBe(`Bearer ${JWT}`);
    await dialog.getByRole("button", { name: "Close" }).click();

    // The Read-only example gets the Read-only token, never the full-access one.
    ({ dialog } = await openExample(page, "/dev-docs/api/graphql", "A mutation with a Read-only API token"));
    await expect(dialog.getByLabel("Credentials")).toHaveValue("read-only-token");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByRole("button", { name: "Send and change data" }).click();
    await expect(status(dialog)).toHaveText(/^200/);
    expect(requests.at(-1)?.headers().authorization).toBe(`Bearer ${READ_ONLY}`);
    expect(await page.evaluate(() => sessionStorage.getItem("strapi-docs:try-it:jwt"))).toBe(JWT);
  });

  test("a request that writes asks once per page before it is sent; queries and logging in never ask", async ({ page }) => {
    test.slow();
    const requests = await playStrapi(page);
    const writes = () => requests.filter((request) => request.method() === "POST").length;
    let { dialog } = await openExample(page, "/dev-docs/api/rest", "Create a restaurant");
    await connect(dialog);
    await expect(dialog.locator(".try-it-warning")).toHaveText("This request changes data on your server: POST /api/restaurants (create on restaurants).");
    await dialog.getByRole("button", { name: "Send request" }).click();
    const confirmation = dialog.getByRole("group", { name: "Confirm a change on your server" });
    await expect(confirmation).toContainText(`This request changes data on ${STRAPI}: POST /api/restaurants (create on restaurants).`);
    await expect(confirmation.getByRole("button", { name: "Send and change data" })).toBeFocused();
    await confirmation.getByRole("button", { name: "Cancel" }).click();
    await expect(confirmation).toBeHidden();
    expect(writes()).toBe(0);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await confirmation.getByRole("button", { name: "Send and change data" }).click();
    await expect(status(dialog)).not.toHaveText(/^(Sending.*)?$/);
    expect(writes()).toBe(1);
    await dialog.getByRole("button", { name: "Close" }).click();
    // Once per page: the next write on this page goes at once.
    ({ dialog } = await openOnThisPage(page, "Create a restaurant"));
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).not.toHaveText(/^(Sending.*)?$/);
    await expect(confirmation).toHaveCount(0);
    expect(writes()).toBe(2);

    // A GraphQL query sent as POST /graphql reads: no warning, no question.
    ({ dialog } = await openExample(page, "/dev-docs/api/graphql", "The first three restaurants"));
    await expect(dialog.locator(".try-it-warning")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(status(dialog)).toHaveText(/Matches the documented response/);
    await dialog.getByRole("button", { name: "Close" }).click();
    ({ dialog } = await openExample(page, "/dev-docs/plugins/users-permissions", "Log in"));
    await expect(dialog.locator(".try-it-warning")).toHaveCount(0);
    await expect(dialog.getByLabel("Credentials")).toHaveValue("none");
  });

  test("Test connection names a token pasted with Bearer in front, and a JWT in the API token slot", async ({ page }) => {
    const requests = await playStrapi(page);
    const { dialog } = await openExample(page, "/dev-docs/api/rest", "List restaurants");
    await connect(dialog, STRAPI, `Bearer ${TOKEN}`);
    await dialog.getByRole("button", { name: "Test connection" }).click();
    const report = dialog.locator(".try-it-report");
    await expect(report).toContainText(`Strapi answers at ${STRAPI}, but a credential needs fixing`);
    await expect(report).toContainText("Your API token starts with “Bearer ”. Paste the token alone");
    expect(requests.some((request) => request.headers().authorization?.includes(TOKEN))).toBe(false);
    await dialog.getByLabel("API token", { exact: true }).fill("eyJhbGciOiJIUzI1NiJ9.eyJpZCI6Mn0.c2ln");
    await dialog.getByRole("button", { name: "Test connection" }).click();
    await expect(report).toContainText("The API token slot holds a user's JWT");
  });
});
