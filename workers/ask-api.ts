// POST /api/ask: answers a question from the docs as server-sent events. Retrieval picks the
// passages; a configured model answers from them (streamed), else — or when the model fails or
// its budget for the minute is spent — the extractive answer quotes them. Bad input gets a JSON
// 4xx, never a stream.
import { ASK_API_PATH, MAX_QUESTION_CHARS, QUESTION_TOO_LONG, type AskEvent } from "../core/ask-protocol";
import { answerFromDocs, type DocsSources } from "../search/ask/answer";
import type { SearchEngine } from "../search/engine";
import type { Lexicon } from "../search/ask/lexicon";
import type { ReaderQuestions } from "../search/ask/reader-questions";
import { passageMarkdown } from "../search/ask/markdown-text";
import { buildMessages, ModelError, streamModelAnswer, type ModelBackend, type Passage, type Turn } from "./ask-model";
import { ApiError, errorResponse, readJsonBody } from "./json-api";
import type { RateLimiter } from "./rate-limit";

export const MAX_ASK_BODY_BYTES = 32 * 1024;
/** Older turns add nothing to retrieval and only lengthen the model's prompt. */
const HISTORY_TURNS = 3;
/** Passages handed to the model. */
const MODEL_PASSAGES = 4;

export interface AskDeps extends Omit<DocsSources, "engine" | "lexicon" | "readerQuestions"> {
  loadEngine(): Promise<SearchEngine>;
  /** English words and WordNet synonyms (workers/ask-assets.ts); undefined when they cannot be read. */
  loadLexicon?(): Promise<Lexicon | undefined>;
  /** The questions written for each section in readers' words (workers/ask-assets.ts); undefined when they cannot be read. */
  loadReaderQuestions?(): Promise<ReaderQuestions | undefined>;
  /** Questions per client. */
  limiter: RateLimiter;
  model?: ModelBackend;
  /** Model answers per isolate: beyond them, the offline answer serves. */
  modelBudget?: RateLimiter;
}

export function isAskApiPath(pathname: string): boolean {
  return pathname === ASK_API_PATH;
}

function parseAsk(body: unknown): { question: string; history: Turn[] } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ApiError(400, "Request body must be a JSON object");
  const { question, history = [] } = body as { question?: unknown; history?: unknown };
  if (typeof question !== "string" || !question.trim()) throw new ApiError(400, "`question` must be a non-empty string");
  if (question.length > MAX_QUESTION_CHARS) throw new ApiError(400, QUESTION_TOO_LONG);
  const validTurn = (turn: unknown) =>
    typeof turn === "object" && turn !== null && typeof (turn as Turn).question === "string" && typeof (turn as Turn).answer === "string";
  if (!Array.isArray(history) || !history.every(validTurn)) throw new ApiError(400, "`history` must be an array of { question, answer } strings");
  const turns = (history as Turn[])
    .slice(-HISTORY_TURNS)
    .map((turn) => ({ question: turn.question.slice(0, MAX_QUESTION_CHARS), answer: turn.answer.slice(0, 4000) }));
  return { question: question.trim(), history: turns };
}

function eventStream(produce: (send: (event: AskEvent) => void, signal: AbortSignal) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: AskEvent) => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      };
      try {
        await produce(send, abort.signal);
      } catch (error) {
        // A reader who pressed stop is not a failure.
        if (!abort.signal.aborted) {
          console.error("ask failure", error);
          send({ type: "note", text: "Something went wrong while answering. Please try again." });
        }
      }
      send({ type: "done" });
      if (!abort.signal.aborted) controller.close();
    },
    // The reader pressed stop (or left): stop asking the model too.
    cancel() {
      abort.abort();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

export async function handleAskApi(request: Request, deps: AskDeps): Promise<Response> {
  try {
    if (request.method !== "POST") throw new ApiError(405, "Method not allowed: use POST", { Allow: "POST" });
    const retryAfter = deps.limiter.take(request.headers.get("CF-Connecting-IP") ?? "unknown");
    if (retryAfter) throw new ApiError(429, "Too many questions: please wait a moment before asking again.", { "Retry-After": String(retryAfter) });
    const { question, history } = parseAsk(await readJsonBody(request, MAX_ASK_BODY_BYTES));
    const [engine, lexicon, readerQuestions] = await Promise.all([deps.loadEngine(), deps.loadLexicon?.(), deps.loadReaderQuestions?.()]);
    const docs = await answerFromDocs({ ...deps, engine, lexicon, readerQuestions }, question, history.at(-1)?.question);
    const { retrieval, extractive } = docs;

    return eventStream(async (send, signal) => {
      send({ type: "sources", sources: extractive.sources });
      const { model } = deps;
      // With no relevant section there is nothing to ground an answer in: the model is not asked.
      if (model && retrieval.sections.length > 0) {
        if (deps.modelBudget?.take("model")) send({ type: "note", text: "Many questions are being asked right now, so this answer quotes the docs directly." });
        else {
          const passages: Passage[] = retrieval.sections.slice(0, MODEL_PASSAGES).map((section) => {
            const blocks = docs.markdownOf(section);
            return { section, markdown: blocks && passageMarkdown(blocks, section.url.split("#")[0]) };
          });
          let streamed = false;
          try {
            for await (const text of streamModelAnswer(model, buildMessages(question, passages, history), signal)) {
              streamed = true;
              send({ type: "delta", text });
            }
            if (streamed) return;
            throw new ModelError("the model's answer was empty");
          } catch (error) {
            if (!(error instanceof ModelError) || signal.aborted) throw error;
            if (streamed) send({ type: "reset" });
            send({ type: "note", text: `The AI model was unavailable (${error.message}), so this answer quotes the docs directly.` });
          }
        }
      }
      send({ type: "delta", text: extractive.markdown });
    });
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    console.error("ask API failure", error);
    return errorResponse(new ApiError(503, "Answers are temporarily unavailable"));
  }
}
