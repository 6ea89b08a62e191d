// Ask AI's reranker on Workers AI (workers/ask-rerank.ts), with a stand-in for the `AI` binding:
// on only with the binding and a model, it reorders the best candidates of the offline retrieval,
// and whatever goes wrong with it leaves the offline answer as it was.
import { describe, expect, it, vi } from "vitest";
import { answerFromDocs } from "../../../search/ask/answer";
import { workersAiReranker, type RerankEnv } from "../../../workers/ask-rerank";
import type { WorkersAiBinding } from "../../../workers/workers-ai";
import { docs } from "../search/ask/fixture";

const MODEL = "@cf/baai/bge-reranker-base";

/** A stand-in for the binding that scores each context by `score` (or answers `output`), and records the calls. */
function fakeReranker(answer: { score?: (text: string) => number; output?: unknown; fail?: boolean; stall?: boolean }) {
  const calls: { model: string; inputs: { query: string; contexts: { text: string }[] }; options?: Record<string, unknown> }[] = [];
  const binding: WorkersAiBinding = {
    async run(model, inputs, options) {
      const asked = inputs as (typeof calls)[number]["inputs"];
      calls.push({ model, inputs: asked, options });
      if (answer.fail) throw new Error("3040: Capacity temporarily exceeded");
      if (answer.stall) return new Promise(() => {});
      if (answer.output !== undefined) return answer.output;
      const scored = asked.contexts.map((context, id) => ({ id, score: answer.score?.(context.text) ?? 0 }));
      return { response: scored.sort((a, b) => b.score - a.score) };
    },
  };
  return { binding, calls };
}

const env = (binding?: WorkersAiBinding, model?: string): RerankEnv => ({ AI: binding, ASK_AI_RERANK_MODEL: model });
const QUESTION = "How do I create an API token?";
const firstSource = async (rerank: ReturnType<typeof workersAiReranker>) => (await answerFromDocs({ ...docs, rerank }, QUESTION)).extractive.sources[0]?.url;

describe("the Workers AI reranker", () => {
  it("is on only with both the binding and a reranking model", () => {
    expect(workersAiReranker(env(undefined, MODEL))).toBeUndefined();
    expect(workersAiReranker(env(fakeReranker({}).binding, undefined))).toBeUndefined();
    expect(workersAiReranker(env(fakeReranker({}).binding, ""))).toBeUndefined();
    expect(workersAiReranker(env(fakeReranker({}).binding, MODEL))).toBeTypeOf("function");
  });

  it("reads the question with each candidate's page, headings and text, and reorders the candidates by its scores", async () => {
    const offline = (await answerFromDocs(docs, QUESTION)).extractive.sources[0]?.url;
    expect(offline).toBe("/user-docs/settings/api-tokens#create-a-token");
    // A reranker that prefers the passage about token durations puts it first.
    const fake = fakeReranker({ score: (text) => (text.includes("Token durations") ? 1 : 0) });
    expect(await firstSource(workersAiReranker(env(fake.binding, MODEL)))).toBe("/user-docs/settings/api-tokens#token-durations");
    expect(fake.calls).toHaveLength(1);
    const [{ model, inputs }] = fake.calls;
    expect(model).toBe(MODEL);
    expect(inputs.query).toBe(QUESTION);
    expect(inputs.contexts.length).toBeGreaterThan(1);
    expect(inputs.contexts.map((context) => context.text)).toContain(
      "API tokens › Create a token\nTokens are created in the admin panel:\nGo to Settings > Global settings > API Tokens.\nClick Create new API Token and give the token a name.\nClick Save.",
    );
  });

  it("does not make an answer of a question the offline engine declines", async () => {
    const fake = fakeReranker({ score: () => 1 });
    const answer = (await answerFromDocs({ ...docs, rerank: workersAiReranker(env(fake.binding, MODEL)) }, "What is the capital of France?")).extractive;
    expect(answer.grounded).toBe(false);
  });

  it("leaves the offline order when the model fails, stalls or answers something else", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const offline = "/user-docs/settings/api-tokens#create-a-token";
    expect(await firstSource(workersAiReranker(env(fakeReranker({ fail: true }).binding, MODEL)))).toBe(offline);
    expect(await firstSource(workersAiReranker(env(fakeReranker({ stall: true }).binding, MODEL), 20))).toBe(offline);
    for (const output of [{}, { response: "yes" }, { response: [{ id: 99, score: 1 }] }, { response: [{ id: 0, score: "high" }] }, null])
      expect(await firstSource(workersAiReranker(env(fakeReranker({ output }).binding, MODEL)))).toBe(offline);
    expect(warn).toHaveBeenCalledTimes(7);
    warn.mockRestore();
  });

  it("ranks last the candidates the model leaves out, and sends the calls through the AI Gateway when one is set", async () => {
    const fake = fakeReranker({ output: { response: [{ id: 2, score: 3 }] } });
    const rerank = workersAiReranker({ ...env(fake.binding, MODEL), ASK_AI_GATEWAY: "docs" });
    expect(await rerank?.(QUESTION, ["a", "b", "c"])).toEqual([2, 2, 3]);
    expect(fake.calls[0].options).toEqual({ gateway: { id: "docs" } });
  });
});
