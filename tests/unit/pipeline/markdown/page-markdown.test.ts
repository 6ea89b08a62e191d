import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../../core/tree";
import { pageMarkdown } from "../../../../pipeline/markdown/page-markdown";
import { markdownOf } from "../../helpers";

// Author components are tested beside their definitions (components/*/): these are the HTML elements.
describe("MDX to markdown", () => {
  it("tables become GFM tables with their alignment", async () => {
    expect(await markdownOf("| Name | Count |\n|---|:-:|\n| `a \\| b` | **2** |")).toBe("| Name | Count |\n| - | :-: |\n| `a \\| b` | **2** |\n");
  });

  it("headings keep their level and lose the self-link the HTML has", async () => {
    expect(await markdownOf("## Install `strapi`\n\nText.")).toBe("## Install `strapi`\n\nText.\n");
  });

  it("site links and images become absolute; anchors and other sites stay as written", async () => {
    expect(await markdownOf("See [Quick start](/dev-docs/quick-start#step-1), [below](#below) and [Node](https://nodejs.org).")).toBe(
      "See [Quick start](https://docs.test/dev-docs/quick-start#step-1), [below](#below) and [Node](https://nodejs.org).\n",
    );
    expect(await markdownOf('![The list view](/img/list.png "List")')).toBe('![The list view](https://docs.test/img/list.png "List")\n');
  });

  it("keeps lists tight, even when their items hold paragraphs, and details readable", async () => {
    const mdx = [
      "1. First\n2. Second\n   - nested",
      "- One\n\n- Two\n\n  More about two.",
      "<details>\n<summary>Why?</summary>\n\nBecause.\n\n</details>",
    ].join("\n\n");
    expect(await markdownOf(mdx)).toBe("1. First\n2. Second\n   - nested\n\n- One\n- Two\n\n  More about two.\n\n**Why?**\n\nBecause.\n");
  });
});

describe("page markdown", () => {
  it("starts with the title, the description and the page's URL", () => {
    const page = { path: "/dev-docs/intro", title: "Welcome", description: "Where to start.", content: ["p", null, "Hello."] as TreeNode };
    expect(pageMarkdown(page, { siteUrl: "https://docs.test" })).toBe(
      "# Welcome\n\n> Where to start.\n\nSource: <https://docs.test/dev-docs/intro>\n\nHello.\n",
    );
  });
});
