// The `data` of each server-sent event of a stream, as it arrives: an event's `data:` lines joined
// by newlines, as the EventSource spec says. Used by the dialog (our answer stream) and by the
// worker (an OpenAI-compatible model's stream).
import { createParser } from "eventsource-parser";

/** `signal` stops the reading (and cancels the stream) even while a read is waiting. */
export async function* sseData(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const cancel = () => reader.cancel().catch(() => {});
  signal?.addEventListener("abort", cancel);
  const decoder = new TextDecoder();
  const parsed: string[] = [];
  const parser = createParser({ onEvent: (event) => parsed.push(event.data) });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    signal?.removeEventListener("abort", cancel);
    cancel();
  }
}
