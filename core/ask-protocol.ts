// The contract between the Ask AI dialog and `POST /api/ask`, shared by both sides.
export const ASK_API_PATH = "/api/ask";
export const MAX_QUESTION_CHARS = 500;
export const QUESTION_TOO_LONG = `Questions can be at most ${MAX_QUESTION_CHARS} characters.`;

export interface AskRequest {
  question: string;
  /** Earlier turns, oldest first; the last one's question guides retrieval of a follow-up. */
  history?: { question: string; answer: string }[];
}

export interface Source {
  /** "Page › Heading" (or just the page for its introduction). */
  title: string;
  /** A site path, with the heading's anchor. */
  url: string;
}

/** The answer stream: one JSON event per `data:` line, `sources` first and `done` last. */
export type AskEvent =
  | { type: "sources"; sources: Source[] }
  | { type: "delta"; text: string }
  /** The model failed after streaming part of its answer: the client drops that part. */
  | { type: "reset" }
  | { type: "note"; text: string }
  | { type: "done" };
