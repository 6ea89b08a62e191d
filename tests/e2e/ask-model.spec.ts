// Ask AI with a model: the built site runs a second time under `wrangler dev`, its `AI` binding
// replaced by a service binding to a stand-in for Workers AI (tests/e2e/fake-workers-ai), and
// ASK_AI_WORKERS_MODEL set. The stand-in streams an answer grounded in the prompt's first section;
// no network is needed. The site the other specs test has no model: its answers quote the docs.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import type { AskEvent } from "../../core/ask-protocol";
import { answerOf, askEvents } from "../ask-events";
import { openPage } from "./helpers";

const root = resolve(import.meta.dirname, "../..");
const MODEL = "@cf/meta/llama-3.1-8b-instruct-fp8";
let wrangler: ChildProcess | undefined;
let origin = "";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The built worker's configuration with the stand-in for Workers AI, next to the original (its paths are relative). */
function fakeAiConfig(): string {
  const built = JSON.parse(readFileSync(join(root, "build/server/wrangler.json"), "utf8")) as Record<string, unknown>;
  delete built.ai;
  const config = {
    ...built,
    services: [{ binding: "AI", service: "fake-workers-ai", entrypoint: "FakeWorkersAi" }],
    vars: { ASK_AI_WORKERS_MODEL: MODEL },
  };
  const file = join(root, "build/server/wrangler.fake-ai.json");
  writeFileSync(file, JSON.stringify(config));
  return file;
}

async function askApi(base: string, question: string): Promise<AskEvent[]> {
  const response = await fetch(`${base}/api/ask`, {
    method: "POST",
    body: JSON.stringify({ question }),
    headers: { "CF-Connecting-IP": `10.0.0.${Math.floor(Math.random() * 200)}` },
  });
  return askEvents(response);
}

test.describe("Ask AI with a model on Workers AI", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    wrangler = spawn(
      join(root, "node_modules/.bin/wrangler"),
      [
        "dev",
        "-c",
        fakeAiConfig(),
        "-c",
        "tests/e2e/fake-workers-ai/wrangler.toml",
        "--local",
        "--port",
        String(port),
        "--ip",
        "127.0.0.1",
        "--log-level",
        "warn",
      ],
      { cwd: root, detached: true, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
    );
    await expect.poll(async () => (await fetch(`${origin}/dev-docs/intro`).catch(() => undefined))?.status, { timeout: 100_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(() => {
    // The process group: wrangler and the workerd it started.
    if (wrangler?.pid) process.kill(-wrangler.pid, "SIGTERM");
  });

  test("streams the model's answer, grounded in the retrieved sections and citing them, in the dialog", async ({ page }) => {
    const events = await askApi(origin, "How do I create an API token?");
    expect(events.map((event) => event.type)).toEqual(["sources", "delta", "delta", "delta", "done"]);
    const [lead] = (events[0] as Extract<AskEvent, { type: "sources" }>).sources;
    expect(lead.url).toMatch(/^\/user-docs\/(settings|features)\/api-tokens#create-an-api-token$/i);
    expect(answerOf(events)).toBe(`Answered by ${MODEL}: the docs cover this under ${lead.title} [${lead.title}](${lead.url}).`);

    await openPage(page, `${origin}/dev-docs/intro`);
    await page.getByRole("button", { name: "Ask AI" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask your question" });
    await dialog.getByRole("textbox", { name: "Your question" }).fill("How do I create an API token?");
    await dialog.getByRole("textbox", { name: "Your question" }).press("Enter");
    const answer = dialog.locator(".ask-answer").first();
    await expect(answer).toContainText(`Answered by ${MODEL}`);
    await expect(answer.getByRole("link", { name: "API tokens › Create an API token" })).toHaveAttribute(
      "href",
      /^\/user-docs\/(settings|features)\/api-tokens#create-an-api-token$/i,
    );
  });

  test("the site without a model answers the same question from the docs alone", async ({ baseURL }) => {
    const answer = answerOf(await askApi(baseURL as string, "How do I create an API token?"));
    expect(answer).not.toContain("Answered by");
    expect(answer).toContain("**Create new API Token**");
  });
});
