// Ask AI's optional reranker on Workers AI (search/ask/rerank.ts), through the same `AI` binding as
// the model (workers/workers-ai.ts). It is on when the worker has the binding and
// ASK_AI_RERANK_MODEL names a reranking model such as `@cf/baai/bge-reranker-base`, which takes the
// question and the passages and answers `{ response: [{ id, score }] }`, `id` being a passage's
// index. A failed, malformed or late answer leaves the offline order: the reranker never costs an
// answer.
import type { Rerank } from "../search/ask/rerank";
import type { WorkersAiBinding } from "./workers-ai";

export interface RerankEnv {
  AI?: WorkersAiBinding;
  /** The reranking model; unset or empty keeps the offline order. */
  ASK_AI_RERANK_MODEL?: string;
  /** An AI Gateway to send the calls through, by its id. */
  ASK_AI_GATEWAY?: string;
}

/** The longest wait for the reranker: past it, the offline order answers. */
export const RERANK_TIMEOUT_MS = 2_000;

/** The score of each passage by its index, from the model's `{ id, score }` list; undefined when malformed. */
function scoresOf(output: unknown, passages: number): number[] | undefined {
  const list = (output as { response?: unknown } | null)?.response;
  if (!Array.isArray(list)) return undefined;
  // A passage the model leaves out ranks last.
  const scores = new Array<number>(passages).fill(-Infinity);
  for (const item of list as { id?: unknown; score?: unknown }[]) {
    const { id, score } = item ?? {};
    if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id >= passages || typeof score !== "number" || !Number.isFinite(score)) return undefined;
    scores[id] = score;
  }
  const lowest = Math.min(...scores.filter(Number.isFinite));
  return Number.isFinite(lowest) ? scores.map((score) => (Number.isFinite(score) ? score : lowest - 1)) : undefined;
}

export function workersAiReranker(env: RerankEnv, timeoutMs = RERANK_TIMEOUT_MS): Rerank | undefined {
  const { AI: binding, ASK_AI_RERANK_MODEL: model, ASK_AI_GATEWAY: gateway } = env;
  if (!binding || !model) return undefined;
  return async (question, passages) => {
    // Set before the race: a promise's executor runs at once.
    let timer!: ReturnType<typeof setTimeout>;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
    try {
      const call = binding.run(model, { query: question, contexts: passages.map((text) => ({ text })) }, gateway ? { gateway: { id: gateway } } : {});
      const output = await Promise.race([call, late]);
      const scores = output === undefined ? undefined : scoresOf(output, passages.length);
      if (!scores) console.warn(`reranker ${model}: ${output === undefined ? `no answer within ${timeoutMs} ms` : "malformed answer"}`);
      return scores;
    } catch (error) {
      console.warn(`reranker ${model} failed`, error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
