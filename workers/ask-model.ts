// Ask AI's optional model: the prompt (the retrieved passages, each with the link to cite it), and
// one reader for every backend's streamed answer, with a timeout for the first token and between
// tokens. The backends: Workers AI through the `AI` binding (workers/workers-ai.ts) and any
// OpenAI-compatible chat completions endpoint (below).
import { sseData } from "../core/sse";
import { NOT_FOUND, sourceOf } from "../search/ask/extractive";
import { markdownLink } from "../search/ask/markdown-text";
import type { Section } from "../search/ask/retrieve";

export interface Turn {
  question: string;
  answer: string;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A model that streams an answer as server-sent events. */
export interface ModelBackend {
  /** How notes name it, e.g. "Workers AI (@cf/…)". */
  name: string;
  /** Longest wait for the first token and between tokens, in ms. */
  timeoutMs: number;
  /** Starts the answer: a stream of server-sent events whose data carry the text. */
  open(messages: ChatMessage[], signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
}

/** A passage handed to the model: a section, and its markdown when the page's twin blocks were read. */
export interface Passage {
  section: Section;
  markdown?: string;
}

export const MODEL_TIMEOUT_MS = 15_000;
/** The longest answer a model may write: it bounds each question's cost. */
export const MAX_ANSWER_TOKENS = 600;
/** The passages' text handed to the model, in characters (about a quarter as many tokens). */
const MAX_PASSAGE_CHARS = 2_400;
const MAX_CONTEXT_CHARS = 7_200;

const INSTRUCTION = [
  "You answer questions about the Strapi 5 and Strapi Cloud documentation.",
  "Answer only from the numbered documentation sections given by the user.",
  `If they do not answer the question, say exactly: ${NOT_FOUND}`,
  "Start with the direct answer in one or two sentences, then the steps or the code that the sections give for it; quote code exactly as given.",
  "Answer a developer's question with the developer sections and an editor's with the user guide's, unless the question asks for both.",
  "After each statement, cite the section it comes from with its markdown link exactly as given, like [Page › Heading](/path#anchor).",
  "Write markdown limited to paragraphs, '- ' or '1. ' lists, **bold**, `inline code` and fenced code blocks: no HTML, no headings, no images, no links other than the given ones.",
].join(" ");

export function buildMessages(question: string, passages: Passage[], history: Turn[]): ChatMessage[] {
  let room = MAX_CONTEXT_CHARS;
  const context = passages
    .map(({ section, markdown }, i) => {
      const source = sourceOf(section);
      const text = (markdown ?? section.blocks.join("\n")).slice(0, Math.min(MAX_PASSAGE_CHARS, Math.max(room, 0)));
      room -= text.length;
      return `Section ${i + 1}: ${markdownLink(source.title, source.url)}\n${text}`;
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

/** The text of one streamed event: Workers AI sends `{ response }`, OpenAI-compatible APIs `{ choices: [{ delta: { content } }] }`. */
function deltaText(data: string): string {
  let event: { response?: unknown; choices?: { delta?: { content?: unknown } }[] };
  try {
    event = JSON.parse(data);
  } catch {
    throw new ModelError("the model sent a malformed event");
  }
  const text = event.response ?? event.choices?.[0]?.delta?.content;
  return typeof text === "string" ? text : "";
}

/** The text deltas of a backend's streamed answer. Throws ModelError on failure or timeout. */
export async function* streamModelAnswer(backend: ModelBackend, messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal?.addEventListener("abort", stop);
  try {
    const body = await within(
      backend.open(messages, abort.signal).catch((error: unknown) => {
        throw error instanceof ModelError ? error : new ModelError(`the model could not be reached (${(error as Error).message})`);
      }),
      backend.timeoutMs,
      abort,
    );
    // Aborting (below, once the answer is complete, failed or abandoned) cancels the stream, and so the model.
    const events = sseData(body, abort.signal);
    for (;;) {
      const { done, value: data } = await within(events.next(), backend.timeoutMs, abort).catch((error: unknown) => {
        throw error instanceof ModelError ? error : new ModelError("the model's answer was cut off");
      });
      if (done || data === "[DONE]") return;
      const text = deltaText(data);
      if (text) yield text;
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    abort.abort();
  }
}

/** An OpenAI-compatible chat completions endpoint, set by ASK_AI_URL, ASK_AI_MODEL and ASK_AI_KEY. */
export function openAiCompatible(
  env: { ASK_AI_URL?: string; ASK_AI_MODEL?: string; ASK_AI_KEY?: string },
  fetcher: typeof fetch = fetch,
  timeoutMs = MODEL_TIMEOUT_MS,
): ModelBackend | undefined {
  if (!env.ASK_AI_URL || !env.ASK_AI_MODEL) return undefined;
  // A base URL ending in /v1 gets `/chat/completions` appended.
  const url = /\/chat\/completions\/?$/.test(env.ASK_AI_URL) ? env.ASK_AI_URL : env.ASK_AI_URL.replace(/\/+$/, "") + "/chat/completions";
  const { ASK_AI_MODEL: model, ASK_AI_KEY: key } = env;
  return {
    name: model,
    timeoutMs,
    async open(messages, signal) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...(key ? { Authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ model, messages, stream: true, temperature: 0, max_tokens: MAX_ANSWER_TOKENS }),
        signal,
      });
      if (!response.ok || !response.body) throw new ModelError(`the model answered HTTP ${response.status}`);
      return response.body;
    },
  };
}
