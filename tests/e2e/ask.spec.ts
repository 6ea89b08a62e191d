import { expect, test, type Page } from "@playwright/test";
import { openPage, seriousViolations } from "./helpers";

const askButton = (page: Page) => page.getByRole("button", { name: "Ask AI" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Ask your question" });
const input = (page: Page) => dialog(page).getByRole("textbox", { name: "Your question" });

/** Types a question into the open dialog and sends it. */
async function send(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press("Enter");
}

/** Opens `path`, asks `question` from its Ask AI dialog, and gives the first answer. */
async function askFrom(page: Page, path: string, question: string) {
  await openPage(page, path);
  await askButton(page).click();
  await send(page, question);
  return dialog(page).locator(".ask-answer").first();
}

test.describe("Ask AI", () => {
  test("answers from the docs with citations that link to the site's pages", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await askButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).getByText(/can be wrong/)).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "How do I create an API token?" })).toBeVisible();

    await send(page, "How do I create an API token?");
    const answer = dialog(page).locator(".ask-answer").first();
    const citation = answer.getByRole("link").first();
    await expect(citation).toHaveAttribute("href", /^\/user-docs\/(settings|features)\/API-tokens/i);
    await expect(answer).toContainText("Create new API Token");
    await expect(dialog(page).getByRole("button", { name: "Copy answer" })).toBeVisible();

    const href = (await citation.getAttribute("href")) as string;
    const response = await page.request.get(href.split("#")[0]);
    expect(response.status()).toBe(200);
    await citation.click();
    await expect(page).toHaveURL(new RegExp(href.split("#")[0].replace(/[/]/g, "\\/")));
    await expect(dialog(page)).toBeHidden();

    // Reopened, the dialog still holds the conversation.
    await askButton(page).click();
    await expect(dialog(page).locator(".ask-question")).toHaveText("How do I create an API token?");
  });

  test("answers a developer who asks how with the passage's code example, from the developer docs", async ({ page }) => {
    const answer = await askFrom(page, "/dev-docs/intro", "How do I run something before an entry is saved?");
    await expect(answer.locator("pre code")).toContainText("module.exports");
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\/dev-docs\//);
    await expect(answer).not.toContainText("Create new entry");
  });

  test("says it is not sure, with the closest pages, when the docs team lists the question as one no page answers", async ({ page }) => {
    // GraphQL subscriptions: the GraphQL pages hold the words, but content/**/*.questions.json lists them as unanswered.
    const answer = await askFrom(page, "/dev-docs/intro", "Can I get GraphQL subscriptions for live updates over websockets?");
    await expect(answer).toContainText("I'm not sure the docs answer this");
    await expect(answer.getByRole("link", { name: "GraphQL API" })).toHaveAttribute("href", "/dev-docs/api/graphql");
  });

  test("a failing answer service gets a clear message and a Try again button that asks again", async ({ page }) => {
    await openPage(page, "/cloud/intro");
    await page.route("**/api/ask", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "upstream down" }));
    await askButton(page).click();
    await send(page, "How do I deploy to Strapi Cloud?");
    await expect(dialog(page).locator(".ask-note")).toHaveText("The answer service replied with an error (503).");
    await page.unroute("**/api/ask");
    await dialog(page).getByRole("button", { name: "Try again" }).click();
    await expect(dialog(page).locator(".ask-question")).toHaveCount(1);
    await expect(dialog(page).locator(".ask-answer").getByRole("link").first()).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Try again" })).toHaveCount(0);
    // A question typed while an answer still streams waits in the box: let this one finish first.
    await expect(dialog(page).getByRole("button", { name: "Copy answer" })).toBeVisible();

    await page.route("**/api/ask", (route) => route.abort("failed"));
    await send(page, "How do I add a custom domain?");
    await expect(dialog(page).getByText("The answer could not be loaded. Check your connection and try again.")).toBeVisible();
  });

  test("traps focus, and Escape closes the dialog and returns focus to the button", async ({ page }) => {
    await openPage(page, "/dev-docs/intro");
    await askButton(page).click();
    await expect(input(page)).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(askButton(page)).toBeFocused();
  });

  test("says a 600-character question is too long, and the API refuses it too", async ({ page }) => {
    await openPage(page, "/dev-docs/intro");
    await askButton(page).click();
    await input(page).fill("a".repeat(600));
    await expect(dialog(page).getByRole("alert")).toHaveText("Questions can be at most 500 characters.");
    await expect(dialog(page).getByRole("button", { name: "Ask", exact: true })).toBeDisabled();
    const response = await page.request.post("/api/ask", { data: { question: "a".repeat(600) } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Questions can be at most 500 characters." });
  });

  test("shows a question's HTML as text", async ({ page }) => {
    await askFrom(page, "/dev-docs/intro", '<img src=x onerror="window.pwned=1"> webhooks');
    await expect(dialog(page).locator(".ask-question")).toHaveText('<img src=x onerror="window.pwned=1"> webhooks');
    await expect(dialog(page).locator(".ask-answer").getByRole("link").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await expect(dialog(page).locator("img")).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the dialog with an answer has no serious axe violations in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem("strapi-docs:theme", mode), theme);
      await openPage(page, "/dev-docs/intro");
      await askButton(page).click();
      await dialog(page).getByRole("button", { name: "How do I create an API token?" }).click();
      await expect(dialog(page).getByRole("button", { name: "Copy answer" })).toBeVisible();
      expect(await seriousViolations(page, { include: [".ask-dialog"] })).toEqual([]);
    });
  }
});
