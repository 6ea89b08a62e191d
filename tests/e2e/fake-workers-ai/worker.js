// A stand-in for Workers AI in the end-to-end tests (tests/e2e/ask-model.spec.ts): the site's worker
// reaches it through a service binding named AI, calls `run` as it would call Workers AI, and gets
// an answer streamed in Workers AI's event format, grounded in the first section of the prompt.
import { WorkerEntrypoint } from "cloudflare:workers";

export class FakeWorkersAi extends WorkerEntrypoint {
  async run(model, inputs) {
    const prompt = inputs.messages.at(-1).content;
    const citation = /\[[^\]]+\]\(\/[^)]+\)/.exec(prompt)?.[0] ?? "";
    const heading = /^Section 1: \[([^\]]+)\]/m.exec(prompt)?.[1] ?? "";
    const pieces = [`Answered by ${model}: `, `the docs cover this under ${heading} `, `${citation}.`];
    const encoder = new TextEncoder();
    return new ReadableStream({
      async start(controller) {
        for (const response of pieces) {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response })}\n\n`));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      },
    });
  }
}

export default {
  fetch() {
    return new Response("A stand-in for Workers AI, reached through its RPC entrypoint.", { status: 404 });
  },
};
