import { describe, expect, it } from "vitest";
import { blockMarkdown, passageMarkdown } from "../../../search/ask/markdown-text";
import { sectionBlocks, sectionMarkdown } from "../../../search/ask/section-markdown";

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

describe("a section of a page's markdown twin", () => {
  it("is cut out by its headings, with its sub-sections, up to the next heading of its level", () => {
    // The first "Setup", not the second; the fenced "#" line is not a heading.
    expect(sectionMarkdown(twin, ["Setup"])?.trim()).toBe(
      [
        "The setup has two steps.",
        "### 1. Create the file",
        `${fence}js\n# not a heading, but code\nmodule.exports = {};\n${fence}`,
        "### 2. Restart",
        "Restart the server.",
      ].join("\n\n"),
    );
    expect(sectionMarkdown(twin, ["Setup", "2. Restart"])?.trim()).toBe("Restart the server.");
  });

  it("finds a heading written with inline code and escapes, as the index spells it", () => {
    expect(sectionMarkdown(twin, ["Use config.auth [advanced]"])?.trim()).toBe("Set `config.auth: false` to make a route public.");
  });

  it("gives the introduction without the title, description and source line, and nothing for an unknown heading", () => {
    const intro = sectionBlocks(sectionMarkdown(twin, []) as string, true);
    expect(intro.map((block) => block.text)).toEqual(["Routes are the API's entry points."]);
    expect(sectionMarkdown(twin, ["Teardown"])).toBeUndefined();
    expect(sectionMarkdown(twin, ["Setup", "3. Deploy"])).toBeUndefined();
  });

  it("parses into blocks, marking those under a sub-heading", () => {
    const blocks = sectionBlocks(sectionMarkdown(twin, ["Setup"]) as string);
    expect(blocks.map((block) => [block.node.type, block.nested])).toEqual([
      ["paragraph", false],
      ["heading", true],
      ["code", true],
      ["heading", true],
      ["paragraph", true],
    ]);
    expect(passageMarkdown(blocks, "/dev-docs/routes")).toBe(
      `The setup has two steps.\n\n**1. Create the file**\n\n${fence}js\n# not a heading, but code\nmodule.exports = {};\n${fence}\n\n**2. Restart**\n\nRestart the server.`,
    );
  });
});

describe("docs blocks in the answer's markdown", () => {
  const block = (markdown: string, maxItems?: number) => blockMarkdown(sectionBlocks(markdown)[0].node, "/dev-docs/page", maxItems);

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
