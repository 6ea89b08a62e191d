import { describe, expect, it } from "vitest";
import { blockMarkdown, passageMarkdown } from "../../../../search/ask/markdown-text";
import { twinBlocks } from "../../../../pipeline/markdown/twin-blocks";
import { sectionBlocks, sectionOf } from "../../../../search/ask/section-blocks";

const fence = "```";
const twin = [
  "# Routes",
  "> Map URLs to controllers.",
  "Source: <https://docs.strapi.io/dev-docs/routes>",
  "Routes are the API's entry points.",
  "## Setup",
  "The setup has two steps.",
  "### 1. Create the file",
  `${fence}js\n# not a heading, but code\nmodule.exports = {};\n${fence}`,
  "### 2. Restart",
  "Restart the server.",
  "## Use `config.auth` \\[advanced]",
  "Set `config.auth: false` to make a route public.",
  "## Setup",
  "A second section with the same heading.",
].join("\n\n");

/** A section's blocks, written back as the twin's markdown subset, to read the tests. */
const sectionText = (headings: string[]) => {
  const found = sectionOf(twinBlocks(twin), headings);
  return found && passageMarkdown(sectionBlocks(found), "/dev-docs/routes");
};

describe("a section of a page's twin blocks", () => {
  it("is cut out by its headings, with its sub-sections, up to the next heading of its level", () => {
    // The first "Setup", not the second; the fenced "#" line is not a heading.
    expect(sectionText(["Setup"])).toBe(
      `The setup has two steps.\n\n**1. Create the file**\n\n${fence}js\n# not a heading, but code\nmodule.exports = {};\n${fence}\n\n**2. Restart**\n\nRestart the server.`,
    );
    expect(sectionText(["Setup", "2. Restart"])).toBe("Restart the server.");
  });

  it("finds a heading written with inline code and escapes, as the index spells it", () => {
    expect(sectionText(["Use config.auth [advanced]"])).toBe("Set `config.auth: false` to make a route public.");
  });

  it("gives the introduction without the title, description and source line, and nothing for an unknown heading", () => {
    const intro = sectionBlocks(sectionOf(twinBlocks(twin), []) ?? [], true);
    expect(intro.map((block) => block.text)).toEqual(["Routes are the API's entry points."]);
    expect(sectionOf(twinBlocks(twin), ["Teardown"])).toBeUndefined();
    expect(sectionOf(twinBlocks(twin), ["Setup", "3. Deploy"])).toBeUndefined();
  });

  it("marks the blocks under a sub-heading", () => {
    const blocks = sectionBlocks(sectionOf(twinBlocks(twin), ["Setup"]) ?? []);
    expect(blocks.map((block) => [block.node.type, block.nested])).toEqual([
      ["paragraph", false],
      ["heading", true],
      ["code", true],
      ["heading", true],
      ["paragraph", true],
    ]);
  });

  it("are written by the build without source positions", () => {
    expect(JSON.stringify(twinBlocks(twin))).not.toContain("position");
  });
});

describe("docs blocks in the answer's markdown", () => {
  const block = (markdown: string, maxItems?: number) => blockMarkdown(twinBlocks(markdown)[0], "/dev-docs/page", maxItems);

  it("keeps links into the site as site paths and drops images and links off the site to their text", () => {
    expect(block("See [Routes](https://docs.strapi.io/dev-docs/routes), [below](#setup) and [Koa](https://koajs.com) ![shot](/img/a.png).")).toBe(
      "See [Routes](/dev-docs/routes), [below](/dev-docs/page#setup) and Koa .",
    );
  });

  it("turns tables into items, admonitions into paragraphs, and keeps a list's first items", () => {
    expect(block("| Key | Meaning |\n| - | - |\n| `a` | First |\n| `b` | Second |")).toBe("- `a` — First\n- `b` — Second");
    expect(block("> **Caution: Careful**\n>\n> Back up first.")).toBe("**Caution: Careful**\n\nBack up first.");
    expect(block("1. one\n2. two\n3. three", 2)).toBe("1. one\n2. two");
  });

  it("escapes the docs' text so that it never becomes markup, and keeps a code block's file name", () => {
    expect(block("A \\[bracket\\], a \\*star\\* and a \\`tick\\`.")).toBe("A \\[bracket\\], a \\*star\\* and a \\`tick\\`.");
    expect(block(`${fence}ts title="src/index.ts"\nexport default {};\n${fence}`)).toBe(`\`src/index.ts\`:\n\n${fence}ts\nexport default {};\n${fence}`);
  });
});
