import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskEvent } from "../../../core/ask-protocol";
import { MAX_ANSWER_TOKENS, openAiCompatible, type ModelBackend } from "../../../workers/ask-model";
import { handleAskApi } from "../../../workers/ask-api";
import { RateLimiter } from "../../../workers/rate-limit";
import { workersAi, type WorkersAiBinding } from "../../../workers/workers-ai";
import { answerOf, askEvents } from "../../ask-events";
import { docs, engine } from "../search/ask/fixture";

/** A local OpenAI-compatible server: streams two deltas, or never answers (`/slow`), fails (`/broken`) or drops mid-answer (`/cut`). */
let server: Server;
let base = "";
const received: { auth?: string; body: { model: string; stream: boolean; max_tokens: number; messages: { role: string; content: string }[] } }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ auth: request.headers.authorization, body: JSON.parse(body) });
      if (request.url === "/slow/chat/completions") return; // never answers
      if (request.url === "/broken/chat/completions") return void response.writeHead(500).end("boom");
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      const chunk = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
      response.write(chunk("Click **Create new API Token** "));
      if (request.url === "/cut/chat/completions") return void setTimeout(() => response.destroy(), 20);
      setTimeout(() => response.end(chunk("([API tokens › Create a token](/user-docs/settings/api-tokens#create-a-token))") + "data: [DONE]\n\n"), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/**
 * A stand-in for the Workers AI binding: it records each call and streams an answer built from the
 * prompt (the first section's citation), in Workers AI's event format; or fails, or streams nothing.
 */
function fakeWorkersAi(behaviour: "answer" | "fail" | "stall" = "answer") {
  const calls: { model: string; inputs: Record<string, unknown>; options?: Record<string, unknown> }[] = [];
  let cancelled = false;
  const binding: WorkersAiBinding = {
    async run(model, inputs, options) {
      calls.push({ model, inputs, options });
      if (behaviour === "fail") throw new Error("3040: Capacity temporarily exceeded");
      const prompt = (inputs.messages as { content: string }[]).at(-1)?.content ?? "";
      const citation = /\[[^\]]+\]\([^)]+\)/.exec(prompt)?.[0] ?? "";
      const encoder = new TextEncoder();
      return new ReadableStream<Uint8Array>({
        start(controller) {
          if (behaviour === "stall") return;
          for (const text of ["Go to **Settings** and click **Create new API Token** ", citation])
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response: text, p: "abc" })}\n\n`));
          controller.enqueue(
            encoder.encode(`data: ${JSON.stringify({ response: "", usage: { prompt_tokens: 900, completion_tokens: 40 } })}\n\ndata: [DONE]\n\n`),
          );
          controller.close();
        },
        cancel() {
          cancelled = true;
        },
      });
    },
  };
  return { binding, calls, cancelled: () => cancelled };
}

function ask(
  body: unknown,
  {
    model,
    limiter = new RateLimiter(10, 60_000),
    modelBudget,
    method = "POST",
    ip = "1.2.3.4",
  }: { model?: ModelBackend; limiter?: RateLimiter; modelBudget?: RateLimiter; method?: string; ip?: string } = {},
) {
  const request = new Request("https://docs.test/api/ask", {
    method,
    headers: { "CF-Connecting-IP": ip },
    body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
  return handleAskApi(request, { ...docs, loadEngine: async () => engine, limiter, model, modelBudget });
}

async function events(response: Response): Promise<AskEvent[]> {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
  return askEvents(response);
}

describe("POST /api/ask, offline", () => {
  it("streams sources, the extractive answer and done", async () => {
    const list = await events(await ask({ question: "How do I create an API token?" }));
    expect(list[0]).toEqual({ type: "sources", sources: [{ title: "API tokens › Create a token", url: "/user-docs/settings/api-tokens#create-a-token" }] });
    expect(answerOf(list)).toContain("2. Click **Create new API Token**");
    expect(list.at(-1)).toEqual({ type: "done" });
  });

  it("answers a follow-up from the previous question's pages", async () => {
    const list = await events(await ask({ question: "How do I delete one?", history: [{ question: "What is an API token?", answer: "…" }] }));
    expect(answerOf(list)).toContain("(/user-docs/settings/api-tokens#delete-a-token)");
  });
});

describe("POST /api/ask with Workers AI", () => {
  const env = (binding: WorkersAiBinding, extra = {}) => ({ AI: binding, ASK_AI_WORKERS_MODEL: "@cf/meta/llama-3.1-8b-instruct-fp8", ...extra });

  it("is on only with both the binding and a model", () => {
    const { binding } = fakeWorkersAi();
    expect(workersAi({})).toBeUndefined();
    expect(workersAi({ AI: binding })).toBeUndefined();
    expect(workersAi({ AI: binding, ASK_AI_WORKERS_MODEL: "" })).toBeUndefined();
    expect(workersAi(env(binding))?.name).toBe("Workers AI (@cf/meta/llama-3.1-8b-instruct-fp8)");
  });

  it("streams the model's grounded, cited answer: the passages with their links, code included, go in the prompt", async () => {
    const fake = fakeWorkersAi();
    const list = await events(await ask({ question: "How do I run something before an entry is saved?" }, { model: workersAi(env(fake.binding)) }));
    expect(list.map((event) => event.type)).toEqual(["sources", "delta", "delta", "done"]);
    expect(answerOf(list)).toBe(
      "Go to **Settings** and click **Create new API Token** [Models › Lifecycle hooks](/dev-docs/backend-customization/models#lifecycle-hooks)",
    );
    const [call] = fake.calls;
    expect(call.model).toBe("@cf/meta/llama-3.1-8b-instruct-fp8");
    expect(call.inputs).toMatchObject({ stream: true, max_tokens: MAX_ANSWER_TOKENS });
    const [system, user] = call.inputs.messages as { role: string; content: string }[];
    expect(system.content).toContain("Answer only from the numbered documentation sections");
    expect(user.content).toContain("Section 1: [Models › Lifecycle hooks](/dev-docs/backend-customization/models#lifecycle-hooks)");
    expect(user.content).toContain("```js\nmodule.exports = {\n  beforeCreate(event) {");
    expect(user.content).toMatch(/Question: How do I run something before an entry is saved\?$/);
  });

  it("goes through an AI Gateway when one is named", async () => {
    const fake = fakeWorkersAi();
    await events(await ask({ question: "How do I create an API token?" }, { model: workersAi(env(fake.binding, { ASK_AI_GATEWAY: "docs-gateway" })) }));
    expect(fake.calls[0].options).toEqual({ gateway: { id: "docs-gateway" } });
  });

  it("quotes the docs, with a note, when Workers AI fails or stalls, and stops reading a stalled answer", async () => {
    const failing = fakeWorkersAi("fail");
    const failed = await events(await ask({ question: "How do I create an API token?" }, { model: workersAi(env(failing.binding)) }));
    expect(failed.find((event) => event.type === "note")).toEqual({ type: "note", text: expect.stringContaining("3040: Capacity temporarily exceeded") });
    expect(answerOf(failed)).toContain("Click **Create new API Token**");

    const stalling = fakeWorkersAi("stall");
    const stalled = await events(await ask({ question: "How do I create an API token?" }, { model: workersAi(env(stalling.binding), 200) }));
    expect(stalled.find((event) => event.type === "note")).toEqual({ type: "note", text: expect.stringContaining("did not answer within 0.2 s") });
    expect(stalling.cancelled()).toBe(true);
  });

  it("quotes the docs once the isolate's model budget for the minute is spent", async () => {
    const fake = fakeWorkersAi();
    const modelBudget = new RateLimiter(1, 60_000);
    const model = workersAi(env(fake.binding));
    expect(answerOf(await events(await ask({ question: "How do I create an API token?" }, { model, modelBudget })))).toContain("[API tokens");
    const second = await events(await ask({ question: "How do I create an API token?" }, { model, modelBudget, ip: "5.6.7.8" }));
    expect(second.find((event) => event.type === "note")).toEqual({ type: "note", text: expect.stringContaining("Many questions are being asked") });
    expect(answerOf(second)).toContain("2. Click **Create new API Token**");
    expect(fake.calls).toHaveLength(1);
  });

  it("does not ask the model when the docs have nothing relevant", async () => {
    const fake = fakeWorkersAi();
    const list = await events(await ask({ question: "What is the capital of France?" }, { model: workersAi(env(fake.binding)) }));
    expect(fake.calls).toEqual([]);
    expect(answerOf(list)).toMatch(/^I could not find this in the docs\./);
  });
});

describe("POST /api/ask with an OpenAI-compatible model", () => {
  const config = (path: string, timeoutMs = 2000) =>
    openAiCompatible({ ASK_AI_URL: base + path, ASK_AI_MODEL: "fake-model", ASK_AI_KEY: "sk-test" }, fetch, timeoutMs);

  it("reads its configuration from the environment, or is off", () => {
    expect(openAiCompatible({})).toBeUndefined();
    expect(openAiCompatible({ ASK_AI_URL: "https://llm.test/v1", ASK_AI_MODEL: "m" })).toMatchObject({ name: "m", timeoutMs: 15_000 });
  });

  it("sends the passages with the instruction and streams the model's answer", async () => {
    received.length = 0;
    const list = await events(await ask({ question: "How do I create an API token?" }, { model: config("") }));
    expect(list.filter((event) => event.type === "delta").length).toBe(2);
    expect(answerOf(list)).toBe("Click **Create new API Token** ([API tokens › Create a token](/user-docs/settings/api-tokens#create-a-token))");
    const [call] = received;
    expect(call.auth).toBe("Bearer sk-test");
    expect(call.body).toMatchObject({ model: "fake-model", stream: true, max_tokens: MAX_ANSWER_TOKENS });
    expect(call.body.messages.at(-1)?.content).toContain(
      "[API tokens › Create a token](/user-docs/settings/api-tokens#create-a-token)\nTokens are created in the admin panel:\n\n1. Go to **Settings > Global settings > API Tokens**.",
    );
  });

  it("falls back to the extractive answer, with a note, when the model times out or fails", async () => {
    for (const [path, reason] of [
      ["/slow", "did not answer within 0.2 s"],
      ["/broken", "HTTP 500"],
    ]) {
      const started = Date.now();
      const list = await events(await ask({ question: "How do I create an API token?" }, { model: config(path, 200) }));
      expect(Date.now() - started).toBeLessThan(1500);
      expect(list.find((event) => event.type === "note")).toEqual({ type: "note", text: expect.stringContaining(reason) });
      expect(answerOf(list)).toContain("Click **Create new API Token**");
    }
  });

  it("drops a half-streamed answer when the model's connection breaks, then quotes the docs", async () => {
    const list = await events(await ask({ question: "How do I create an API token?" }, { model: config("/cut") }));
    expect(list.map((event) => event.type)).toEqual(["sources", "delta", "reset", "note", "delta", "done"]);
    expect(list[4]).toEqual({ type: "delta", text: expect.stringContaining("Click **Create new API Token**") });
  });
});

describe("POST /api/ask, limits and bad input", () => {
  it("caps questions at 500 characters with a clear message", async () => {
    const response = await ask({ question: "x".repeat(501) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Questions can be at most 500 characters.", status: 400 });
    expect((await ask({ question: "token ".repeat(83) })).status).toBe(200);
  });

  it("answers malformed bodies and wrong methods with JSON 4xx errors", async () => {
    const cases: [unknown, number][] = [
      ["{not json", 400],
      [[], 400],
      [{}, 400],
      [{ question: "  " }, 400],
      [{ question: 42 }, 400],
      [{ question: "ok", history: "x" }, 400],
      [{ question: "ok", history: [{ question: 1 }] }, 400],
      ["x".repeat(40_000), 413],
    ];
    for (const [body, status] of cases) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    }
    const get = await ask(undefined, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  it("limits each client to 10 questions a minute, with Retry-After", async () => {
    let now = 0;
    const limiter = new RateLimiter(10, 60_000, () => now);
    for (let i = 0; i < 10; i++) expect((await ask({ question: "token" }, { limiter })).status).toBe(200);
    const refused = await ask({ question: "token" }, { limiter });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await ask({ question: "token" }, { limiter, ip: "5.6.7.8" })).status).toBe(200);
    now = 30_000;
    expect((await ask({ question: "token" }, { limiter })).headers.get("Retry-After")).toBe("30");
    now = 60_000;
    expect((await ask({ question: "token" }, { limiter })).status).toBe(200);
  });
});
