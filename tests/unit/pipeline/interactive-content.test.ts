import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../core/tree";
import { compileMdx } from "../../../pipeline/mdx/compile";

const glossary = { document: "All versions of one piece of content." };
const adminPaths = { "api-tokens": ["Settings", "Global settings", "API Tokens"] };
const compile = (body: string) => compileMdx({ file: "page.mdx", body, glossary, adminPaths });

function find(node: TreeNode, tag: string): Extract<TreeNode, unknown[]>[] {
  if (typeof node === "string") return [];
  const here = node[0] === tag ? [node] : [];
  return [...here, ...node.slice(2).flatMap((child) => find(child as TreeNode, tag))];
}

describe("live code and diagrams", () => {
  it("give a live block its plain source as well as the highlighted code", async () => {
    const { tree } = await compile('```jsx live title="Demo"\nrender(<b>{1 < 2}</b>);\n```');
    const [block] = find(tree, "CodeBlock");
    expect(block[1]).toEqual({ language: "jsx", title: "Demo", live: "true", code: "render(<b>{1 < 2}</b>);" });
    expect(find(block, "pre")).toHaveLength(1);
  });

  it("leave the source out of ordinary blocks and pass a diagram's title", async () => {
    const { tree } = await compile('```js\nconst a = 1;\n```\n\n```mermaid title="Flow"\nflowchart LR\nA-->B\n```');
    expect(find(tree, "CodeBlock")[0][1]).toEqual({ language: "js" });
    expect(find(tree, "Mermaid")[0][1]).toEqual({ chart: "flowchart LR\nA-->B", title: "Flow" });
  });
});

describe("annotations", () => {
  it("inline the glossary definition and show the term unless other words are given", async () => {
    const { tree } = await compile('One <Annotation term="document" /> and <Annotation term="document">documents</Annotation>.');
    const [bare, worded] = find(tree, "Annotation");
    expect(bare).toEqual(["Annotation", { tip: glossary.document }, "document"]);
    expect(worded).toEqual(["Annotation", { tip: glossary.document }, "documents"]);
  });

  it("accept their own text", async () => {
    const { tree } = await compile('Ask <Annotation tip="Role-Based Access Control.">RBAC</Annotation>.');
    expect(find(tree, "Annotation")[0]).toEqual(["Annotation", { tip: "Role-Based Access Control." }, "RBAC"]);
  });

  it("fail the build for an unknown term, a missing text or both props", async () => {
    await expect(compile('<Annotation term="entri" />')).rejects.toThrow(/page\.mdx: unknown glossary term "entri".*has: document/);
    await expect(compile('<Annotation tip="x" />')).rejects.toThrow(/needs the words it explains/);
    await expect(compile('<Annotation term="document" tip="x">y</Annotation>')).rejects.toThrow(/either `term`.*or `tip`/);
  });
});

describe("admin paths", () => {
  it("render the path written in the data module, in bold, inside a sentence", async () => {
    const { tree } = await compile('Open <AdminPath page="api-tokens" /> first.');
    expect(find(tree, "p")[0]).toEqual(["p", null, "Open ", ["strong", null, "Settings > Global settings > API Tokens"], " first."]);
  });

  it("fail the build for an unknown path or children", async () => {
    await expect(compile('<AdminPath page="api-token" />')).rejects.toThrow(/page\.mdx: unknown admin path "api-token".*has: api-tokens/);
    await expect(compile('<AdminPath page="api-tokens">x</AdminPath>')).rejects.toThrow(/takes no children/);
  });
});

describe("project structure explorer", () => {
  it("keeps a valid outline as its tree prop", async () => {
    const { tree } = await compile("<InteractiveProjectStructure tree={`\nconfig/ # Settings.\nconfig/server.ts # Host and port.\n`} />");
    expect(find(tree, "InteractiveProjectStructure")[0][1]).toEqual({ tree: "\nconfig/ # Settings.\nconfig/server.ts # Host and port.\n" });
  });

  it("fails the build on a malformed outline, naming the line", async () => {
    await expect(compile("<InteractiveProjectStructure tree={`config/ # Settings.\nconfig/env/production/ # Overrides.`} />")).rejects.toThrow(
      /page\.mdx: <InteractiveProjectStructure> tree, line 2 \("config\/env\/production\/ # Overrides\."\): list the folder "config\/env\/"/,
    );
    await expect(compile("<InteractiveProjectStructure />")).rejects.toThrow(/needs a `tree` outline/);
  });
});
