// Reading an answer stream of POST /api/ask in the tests: its events, and the answer's text.
import type { AskEvent } from "../core/ask-protocol";
import { sseData } from "../core/sse";

export async function askEvents(response: Response): Promise<AskEvent[]> {
  const events: AskEvent[] = [];
  if (response.body) for await (const data of sseData(response.body)) events.push(JSON.parse(data) as AskEvent);
  return events;
}

/** The answer's markdown: its deltas, joined. */
export const answerOf = (events: AskEvent[]) => events.flatMap((event) => (event.type === "delta" ? [event.text] : [])).join("");
