import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../core/tree";
import { compileMdx } from "../../../pipeline/mdx/compile";
import { parseCodeMeta } from "../../../pipeline/mdx/code-meta";
import { normaliseAdmonitionTitles } from "../../../pipeline/mdx/remark-admonitions";

const compile = (body: string, snippets?: Map<string, TreeNode>) => compileMdx({ file: "page.mdx", body, snippets });

function find(node: TreeNode, tag: string): Extract<TreeNode, unknown[]>[] {
  if (typeof node === "string") return [];
  const here = node[0] === tag ? [node] : [];
  return [...here, ...node.slice(2).flatMap((child) => find(child as TreeNode, tag))];
}

describe("admonitions", () => {
  it("moves a title written after the keyword into the directive label, outside code only", () => {
    expect(normaliseAdmonitionTitles(":::tip Faster builds\nx\n:::")).toBe(":::tip[Faster builds]\nx\n:::");
    expect(normaliseAdmonitionTitles("```\n:::tip Not me\n```")).toBe("```\n:::tip Not me\n```");
  });

  it("become Admonition elements with type and title", async () => {
    const { tree } = await compile(":::caution Mind the gap\nBody **text**.\n:::\n\n:::note\nPlain.\n:::");
    const [first, second] = find(tree, "Admonition");
    expect(first[1]).toEqual({ type: "caution", title: "Mind the gap" });
    expect(JSON.stringify(first)).toContain("Body ");
    expect(second[1]).toEqual({ type: "note" });
  });

  it("reject unknown keywords and leave colon text alone", async () => {
    await expect(compile(":::bogus\nx\n:::")).rejects.toThrow(/unknown admonition `:::bogus`/);
    const { tree } = await compile("Meet at 10:30 or use a:b.");
    expect(JSON.stringify(tree)).toContain("Meet at 10:30 or use a:b.");
  });
});

describe("code blocks", () => {
  it("parse title, highlighted lines and live", () => {
    expect(parseCodeMeta('title="src/a.js" {1,3-4} live')).toEqual({ title: "src/a.js", highlightLines: new Set([1, 3, 4]), live: true });
    expect(parseCodeMeta(undefined)).toEqual({ highlightLines: new Set(), live: false });
    // The tools' attributes are not the page's: a reason that says "live" or holds braces changes nothing.
    expect(parseCodeMeta('title="src/a.js" illustrative="needs a live {1} server" expect="GET /api 200"')).toEqual({
      title: "src/a.js",
      highlightLines: new Set(),
      live: false,
    });
  });

  it("are highlighted at build time with title and line marks", async () => {
    const { tree } = await compile('```js title="src/index.js" {2}\nconst a = 1;\nconst b = 2;\n```');
    const [block] = find(tree, "CodeBlock");
    expect(block[1]).toEqual({ language: "js", title: "src/index.js" });
    const lines = find(block, "span").filter((span) => String((span[1] as { className?: string })?.className).startsWith("line"));
    expect(lines.map((line) => (line[1] as { className: string }).className)).toEqual(["line", "line highlighted"]);
    expect(JSON.stringify(block)).toMatch(/"color":"#[0-9A-F]{6}"/i);
  });

  it("turn mermaid fences into Mermaid elements and unknown languages into plain text with a warning", async () => {
    const { tree, warnings } = await compile("```mermaid\nflowchart LR\nA-->B\n```\n\n```klingon\nqapla\n```");
    expect(find(tree, "Mermaid")[0][1]).toEqual({ chart: "flowchart LR\nA-->B" });
    expect(warnings.join()).toMatch(/unknown code language `klingon`/);
  });
});

describe("headings and links", () => {
  it("give headings GitHub-style ids and build an h2–h3 table of contents", async () => {
    const { toc, ids } = await compile("## Install `strapi`\n\n### Step one\n\n#### Deep\n\n## Install strapi");
    expect(toc).toEqual([
      { id: "install-strapi", text: "Install strapi", level: 2 },
      { id: "step-one", text: "Step one", level: 3 },
      { id: "install-strapi-1", text: "Install strapi", level: 2 },
    ]);
    expect(ids.has("deep")).toBe(true);
  });

  it("respect toc_max_heading_level", async () => {
    const { toc } = await compileMdx({ file: "a.mdx", body: "## A\n\n### B", tocMaxLevel: 2 });
    expect(toc.map((item) => item.id)).toEqual(["a"]);
  });

  it("collect links with their lines, including doc card targets", async () => {
    const { links } = await compile('Line one\n\n[x](/a#b)\n\n<CustomDocCard title="t" link="/c" />');
    expect(links.filter((link) => !link.href.startsWith("#"))).toEqual([
      { href: "/a#b", line: 3 },
      { href: "/c", line: 5 },
    ]);
  });
});

describe("components and module rules", () => {
  it("inline snippets and reject unknown ones", async () => {
    const { tree } = await compile('<Snippet name="hi" />', new Map([["hi", ["p", null, "Hello"]]]));
    expect(tree).toEqual(["p", null, "Hello"]);
    await expect(compile('<Snippet name="nope" />', new Map())).rejects.toThrow(/unknown snippet "nope"/);
  });

  it("reject unknown components and imports", async () => {
    await expect(compile("<Bogus />")).rejects.toThrow(/Bogus/);
    await expect(compile("import X from './x'\n\nText")).rejects.toThrow(/`import` and `export` are not allowed/);
  });

  it("evaluate attribute expressions into plain data", async () => {
    const { tree } = await compile("<ThemedImage alt=\"a\" sources={{ light: '/l.png', dark: '/d.png' }} width={800} />");
    expect(find(tree, "ThemedImage")[0][1]).toEqual({ alt: "a", sources: { light: "/l.png", dark: "/d.png" }, width: 800 });
  });
});
