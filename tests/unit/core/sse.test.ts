import { describe, expect, it } from "vitest";
import { sseData } from "../../../core/sse";

const encoder = new TextEncoder();

/** A response body that arrives in exactly these chunks. */
function body(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const events: string[] = [];
  for await (const data of sseData(stream)) events.push(data);
  return events;
}

describe("sseData", () => {
  it("joins the data lines of one event with newlines", async () => {
    expect(await collect(body("data: first line\ndata: second line\n\n"))).toEqual(["first line\nsecond line"]);
  });

  it("reads events whose lines and characters are cut across chunks", async () => {
    const euro = encoder.encode("€");
    const stream = body('data: {"text":"5 ', euro.slice(0, 1), euro.slice(1), '"}\r\n\r\nda', "ta: a\nd", "ata:  b\n\n");
    // Only the one space after "data:" belongs to the field syntax.
    expect(await collect(stream)).toEqual(['{"text":"5 €"}', "a\n b"]);
  });

  it("skips comments, other fields and events without data", async () => {
    expect(await collect(body(": keep-alive\n\nevent: ping\nid: 1\n\nretry: 10\ndata: x\n\n"))).toEqual(["x"]);
  });

  it("keeps an OpenAI-style [DONE] marker as data", async () => {
    expect(await collect(body('data: {"choices":[]}\n\n', "data: [DONE]\n\n"))).toEqual(['{"choices":[]}', "[DONE]"]);
  });
});
