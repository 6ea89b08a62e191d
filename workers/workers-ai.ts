// Ask AI's model on Cloudflare Workers AI, through the `AI` binding of wrangler.toml. It is on when
// the worker has the binding and ASK_AI_WORKERS_MODEL names a text-generation model; the model's
// streamed answer is server-sent events whose data are `{ "response": "…" }`.
import { MAX_ANSWER_TOKENS, MODEL_TIMEOUT_MS, ModelError, type ModelBackend } from "./ask-model";

/** What the worker calls on the binding: Workers AI's `run`, or a stand-in with the same shape in tests. */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

export interface WorkersAiEnv {
  AI?: WorkersAiBinding;
  /** The model, e.g. `@cf/meta/llama-3.1-8b-instruct-fp8`; unset or empty keeps the offline answer. */
  ASK_AI_WORKERS_MODEL?: string;
  /** An AI Gateway to send the calls through (caching, logs, a global rate limit), by its id. */
  ASK_AI_GATEWAY?: string;
}

export function workersAi(env: WorkersAiEnv, timeoutMs = MODEL_TIMEOUT_MS): ModelBackend | undefined {
  const { AI: binding, ASK_AI_WORKERS_MODEL: model, ASK_AI_GATEWAY: gateway } = env;
  if (!binding || !model) return undefined;
  return {
    name: `Workers AI (${model})`,
    timeoutMs,
    async open(messages) {
      const answer = await binding.run(
        model,
        // A low temperature keeps the answer close to the passages.
        { messages, stream: true, max_tokens: MAX_ANSWER_TOKENS, temperature: 0.2 },
        gateway ? { gateway: { id: gateway } } : {},
      );
      if (!(answer instanceof ReadableStream)) throw new ModelError("Workers AI did not stream its answer");
      return answer as ReadableStream<Uint8Array>;
    },
  };
}
