import { describe, expect, it } from "vitest";
import { compileBody, markdownOf } from "../../helpers";

describe("snippets", () => {
  it("are inlined where they are named, and unknown ones fail the build", async () => {
    const { tree } = await compileBody('<Snippet name="hi" />', { snippets: new Map([["hi", ["p", null, "Hello"]]]) });
    expect(tree).toEqual(["p", null, "Hello"]);
    await expect(compileBody('<Snippet name="nope" />', { snippets: new Map() })).rejects.toThrow(/unknown snippet "nope"/);
  });

  it("read in markdown as if written in the page", async () => {
    const snippet = (await compileBody("Hello from a _snippet_.")).tree;
    expect(await markdownOf('Before.\n\n<Snippet name="hello" />\n\nAfter.', { snippets: new Map([["hello", snippet]]) })).toBe(
      "Before.\n\nHello from a _snippet_.\n\nAfter.\n",
    );
  });
});
