import { describe, expect, it } from "vitest";
import { blankFrontmatter, frontmatterBlock, splitFences } from "../../../core/mdx-source";

describe("an MDX source read as text", () => {
  it("finds the frontmatter and blanks it, keeping line numbers", () => {
    const source = "---\ntitle: A\r\n---\nBody\n";
    expect(frontmatterBlock(source)?.yaml).toBe("title: A");
    expect(blankFrontmatter(source)).toBe("\n\n\nBody\n");
    expect(blankFrontmatter("No frontmatter.")).toBe("No frontmatter.");
  });

  it("tells prose from fenced code: a fence closes only with as many of its own character and nothing after", () => {
    const source = ["Intro", "````md", "```js", "x", "```", "````", "~~~", "```", "~~~", "Outro", "```bash", "left open"].join("\n");
    const { prose, blocks } = splitFences(source);
    expect(prose).toEqual([
      { line: 1, text: "Intro" },
      { line: 10, text: "Outro" },
    ]);
    expect(blocks).toEqual([
      { language: "md", line: 3, code: "```js\nx\n```" },
      { language: "", line: 8, code: "```" },
      { language: "bash", line: 12, code: "left open" },
    ]);
  });
});
