import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../core/tree";
import { pageMarkdown, treeToMarkdown } from "../../../pipeline/markdown/page-markdown";
import { compileMdx } from "../../../pipeline/mdx/compile";
import { apiCallMdx } from "../helpers";

const context = { siteUrl: "https://docs.test" };

async function markdownOf(body: string, snippets?: Map<string, TreeNode>): Promise<string> {
  const { tree } = await compileMdx({ file: "page.mdx", body, snippets });
  return treeToMarkdown(tree, context);
}

const fence = "```";

describe("MDX to markdown", () => {
  it("admonitions become quotes headed by their kind and title", async () => {
    expect(await markdownOf(":::tip Faster builds\nRun `npm run build`.\n:::")).toBe("> **Tip: Faster builds**\n>\n> Run `npm run build`.\n");
    expect(await markdownOf(":::danger\nNo **way**.\n:::")).toBe("> **Warning**\n>\n> No **way**.\n");
    // `callout` has no heading of its own: only the title, if any, heads the quote.
    expect(await markdownOf(":::callout\nPlain.\n:::")).toBe("> Plain.\n");
  });

  it("tabs become labelled sections", async () => {
    const mdx = [
      '<Tabs groupId="npm-yarn">',
      '<TabItem value="npm" label="npm">',
      "",
      `${fence}bash\nnpm run develop\n${fence}`,
      "",
      "</TabItem>",
      '<TabItem value="yarn">',
      "",
      "Run **yarn**.",
      "",
      "</TabItem>",
      "</Tabs>",
    ].join("\n");
    expect(await markdownOf(mdx)).toBe(`**npm**\n\n${fence}bash\nnpm run develop\n${fence}\n\n**yarn**\n\nRun **yarn**.\n`);
  });

  it("snippets are inlined", async () => {
    const snippet = (await compileMdx({ file: "snippets/hello.mdx", body: "Hello from a _snippet_." })).tree;
    expect(await markdownOf('Before.\n\n<Snippet name="hello" />\n\nAfter.', new Map([["hello", snippet]]))).toBe(
      "Before.\n\nHello from a _snippet_.\n\nAfter.\n",
    );
  });

  it("doc cards become a list of absolute links with their descriptions", async () => {
    const mdx = [
      "<CustomDocCardsWrapper>",
      '<CustomDocCard title="REST API" description="Query content over HTTP." link="/dev-docs/api/rest" />',
      '<CustomDocCard title="GraphQL API" link="/dev-docs/api/graphql" />',
      "</CustomDocCardsWrapper>",
    ].join("\n");
    expect(await markdownOf(mdx)).toBe(
      "- [REST API](https://docs.test/dev-docs/api/rest): Query content over HTTP.\n- [GraphQL API](https://docs.test/dev-docs/api/graphql)\n",
    );
  });

  it("API call boxes become Request and Response labelled code", async () => {
    const mdx = apiCallMdx(
      "<ApiCall>",
      { title: "Find published restaurants", http: "GET /api/restaurants?status=published" },
      { title: "200 OK", json: '{ "data": [], "meta": {} }' },
    );
    expect(await markdownOf(mdx)).toBe(
      `**Request: Find published restaurants**\n\n${fence}http\nGET /api/restaurants?status=published\n${fence}\n\n**Response: 200 OK**\n\n${fence}json\n{ "data": [], "meta": {} }\n${fence}\n`,
    );
  });

  it("badges become plain text labels", async () => {
    expect(await markdownOf('Review workflows <EnterpriseBadge /> <CloudTeamBadge /> since <VersionBadge version="5.1.0" />.')).toBe(
      "Review workflows (Enterprise) (Cloud Team) since (5.1.0+).\n",
    );
  });

  it("code blocks keep their language, title and exact source, highlighted or not", async () => {
    const source = "module.exports = ({ env }) => ({\n  host: env('HOST', '0.0.0.0'),\n  port: env.int('PORT', 1337),\n});";
    expect(await markdownOf(`${fence}js title="config/server.js" {3-4}\n${source}\n${fence}`)).toBe(
      `${fence}js title="config/server.js"\n${source}\n${fence}\n`,
    );
    expect(await markdownOf(`${fence}mermaid\nflowchart LR\n  A --> B\n${fence}`)).toBe(`${fence}mermaid\nflowchart LR\n  A --> B\n${fence}\n`);
    // A longer fence when the code itself holds one.
    expect(await markdownOf(`~~~md\n${fence}js\nx\n${fence}\n~~~`)).toBe(`\`${fence}md\n${fence}js\nx\n${fence}\n\`${fence}\n`);
  });

  it("tables become GFM tables with their alignment", async () => {
    expect(await markdownOf("| Name | Count |\n|---|:-:|\n| `a \\| b` | **2** |")).toBe("| Name | Count |\n| - | :-: |\n| `a \\| b` | **2** |\n");
  });

  it("headings keep their level and lose the self-link the HTML has", async () => {
    expect(await markdownOf("## Install `strapi`\n\nText.\n\n### Step one <NewBadge />")).toBe("## Install `strapi`\n\nText.\n\n### Step one (New)\n");
  });

  it("site links become absolute; anchors and other sites stay as written", async () => {
    expect(await markdownOf("See [Quick start](/dev-docs/quick-start#step-1), [below](#below) and [Node](https://nodejs.org).")).toBe(
      "See [Quick start](https://docs.test/dev-docs/quick-start#step-1), [below](#below) and [Node](https://nodejs.org).\n",
    );
  });

  it("keeps lists, details, images and callouts readable", async () => {
    const mdx = [
      "1. First\n2. Second\n   - nested",
      "<details>\n<summary>Why?</summary>\n\nBecause.\n\n</details>",
      "<ThemedImage alt=\"Admin\" sources={{ light: '/img/l.png', dark: '/img/d.png' }} />",
      '<SubtleCallout title="Good to know">\n\nIt works.\n\n</SubtleCallout>',
      "<SiteStatus />",
    ].join("\n\n");
    expect(await markdownOf(mdx)).toBe(
      "1. First\n2. Second\n   - nested\n\n**Why?**\n\nBecause.\n\n![Admin](https://docs.test/img/l.png)\n\n> **Good to know**\n>\n> It works.\n",
    );
  });
});

describe("page markdown", () => {
  it("starts with the title, the description and the page's URL", () => {
    const page = { path: "/dev-docs/intro", title: "Welcome", description: "Where to start.", content: ["p", null, "Hello."] as TreeNode };
    expect(pageMarkdown(page, context)).toBe("# Welcome\n\n> Where to start.\n\nSource: <https://docs.test/dev-docs/intro>\n\nHello.\n");
  });

  it("interactive blocks keep what reads as text: annotated words, the explorer's outline, no query builder", async () => {
    expect(await markdownOf('A <Annotation tip="Role-Based Access Control.">RBAC</Annotation> role.')).toBe("A RBAC role.\n");
    expect(await markdownOf("<InteractiveQueryBuilder />\n\nAfter.")).toBe("After.\n");
    expect(await markdownOf("<InteractiveProjectStructure tree={`\nconfig/ # Settings.\nconfig/server.ts # Host and port.\n.env # Secrets.\n`} />")).toBe(
      "- `config/`: Settings.\n  - `config/server.ts`: Host and port.\n- `.env`: Secrets.\n",
    );
  });
});
