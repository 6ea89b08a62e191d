// The optional model backend: any OpenAI-compatible chat completions endpoint, asked to
// answer only from the retrieved sections and to cite them; its answer streams back as text.
import { sseData } from "../core/sse";
import { markdownLink } from "../search/ask/markdown-text";
import { sourceOf } from "../search/ask/extractive";
import type { Section } from "../search/ask/retrieve";

export interface ModelConfig {
  /** The chat completions URL (a base URL ending in /v1 gets `/chat/completions` appended). */
  url: string;
  model: string;
  key?: string;
  /** Longest wait for the first token and between tokens, in ms. */
  timeoutMs: number;
}

export interface Turn {
  question: string;
  answer: string;
}

interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export const MODEL_TIMEOUT_MS = 15_000;

export function modelConfigFrom(env: { ASK_AI_URL?: string; ASK_AI_MODEL?: string; ASK_AI_KEY?: string }): ModelConfig | undefined {
  if (!env.ASK_AI_URL || !env.ASK_AI_MODEL) return undefined;
  const url = /\/chat\/completions\/?$/.test(env.ASK_AI_URL) ? env.ASK_AI_URL : env.ASK_AI_URL.replace(/\/+$/, "") + "/chat/completions";
  return { url, model: env.ASK_AI_MODEL, key: env.ASK_AI_KEY || undefined, timeoutMs: MODEL_TIMEOUT_MS };
}

const INSTRUCTION = [
  "You answer questions about the Strapi 5 and Strapi Cloud documentation.",
  "Answer only from the numbered documentation sections given by the user. If they do not contain the answer, say exactly: I could not find this in the docs.",
  "After each statement, cite the section it comes from with its markdown link exactly as given, like [Page › Heading](/path#anchor).",
  "Write short paragraphs or '- ' lists in plain markdown: no HTML, no headings, no images, no links other than the given ones.",
].join(" ");

export function buildMessages(question: string, sections: Section[], history: Turn[]): ChatMessage[] {
  const context = sections
    .map((section, i) => {
      const source = sourceOf(section);
      return `Section ${i + 1}: ${markdownLink(source.title, source.url)}\n${section.blocks.join("\n")}`;
    })
    .join("\n\n");
  return [
    { role: "system", content: INSTRUCTION },
    ...history.flatMap((turn): ChatMessage[] => [
      { role: "user", content: turn.question },
      { role: "assistant", content: turn.answer },
    ]),
    { role: "user", content: `Documentation sections:\n\n${context || "(none found)"}\n\nQuestion: ${question}` },
  ];
}

export class ModelError extends Error {}

/** Reads a promise, failing with ModelError when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number, abort: AbortController): Promise<T> {
  // Set before the race: a promise's executor runs at once.
  let timer!: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new ModelError(`the model did not answer within ${ms / 1000} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The text deltas of a streamed chat completion. Throws ModelError on failure or timeout. */
export async function* streamModelAnswer(
  config: ModelConfig,
  messages: ChatMessage[],
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): AsyncGenerator<string> {
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal?.addEventListener("abort", stop);
  try {
    const response = await within(
      fetcher(config.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}) },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0 }),
        signal: abort.signal,
      }).catch((error: unknown) => {
        throw error instanceof ModelError ? error : new ModelError(`the model could not be reached (${(error as Error).message})`);
      }),
      config.timeoutMs,
      abort,
    );
    if (!response.ok || !response.body) throw new ModelError(`the model answered HTTP ${response.status}`);
    const events = sseData(response.body);
    for (;;) {
      const { done, value: data } = await within(events.next(), config.timeoutMs, abort).catch((error: unknown) => {
        throw error instanceof ModelError ? error : new ModelError("the model's answer was cut off");
      });
      if (done || data === "[DONE]") return;
      let text: unknown;
      try {
        text = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta?.content;
      } catch {
        throw new ModelError("the model sent a malformed event");
      }
      if (typeof text === "string" && text) yield text;
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    abort.abort();
  }
}
