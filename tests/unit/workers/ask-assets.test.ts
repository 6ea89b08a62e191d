// What the worker keeps per isolate for Ask AI (workers/ask-assets.ts): a page's twin blocks are read
// and parsed once, and a failed read is not kept, so the next question reads the page again.
import { describe, expect, it } from "vitest";
import { askTwinBlocks } from "../../../workers/ask-assets";

describe("twin blocks in the worker", () => {
  it("reads a page once, and again after a failed read", async () => {
    const blocks = [{ type: "paragraph", children: [{ type: "text", value: "Tokens expire." }] }];
    const fetched: string[] = [];
    let failNext = true;
    const assets = {
      async fetch(request: Request) {
        fetched.push(new URL(request.url).pathname);
        if (failNext) {
          failNext = false;
          return new Response("busy", { status: 503 });
        }
        return new Response(JSON.stringify(blocks));
      },
    };
    const read = askTwinBlocks(assets, "http://localhost");
    await expect(read("/dev-docs/api-tokens")).rejects.toThrow("503");
    expect(await read("/dev-docs/api-tokens")).toEqual(blocks);
    expect(await read("/dev-docs/api-tokens")).toEqual(blocks);
    expect(fetched).toHaveLength(2);
    expect(fetched[0]).toBe(fetched[1]);
  });
});
