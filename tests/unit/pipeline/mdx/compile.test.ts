import { describe, expect, it } from "vitest";
import { compileMdx } from "../../../../pipeline/mdx/compile";
import { compileBody as compile, findElements } from "../../helpers";

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

describe("scrolling regions", () => {
  it("make every table and code block focusable, so that a keyboard scrolls a wide one", async () => {
    const { tree } = await compile("| a | b |\n| - | - |\n| 1 | 2 |\n\n```js\nconst a = 1;\n```");
    expect(findElements(tree, "table").map((table) => table[1]?.tabIndex)).toEqual(["0"]);
    expect(findElements(tree, "pre").map((pre) => pre[1]?.tabIndex)).toEqual(["0"]);
  });
});

describe("module rules", () => {
  it("reject unknown components and imports", async () => {
    await expect(compile("<Bogus />")).rejects.toThrow(/Bogus/);
    await expect(compile("import X from './x'\n\nText")).rejects.toThrow(/`import` and `export` are not allowed/);
  });

  it("evaluate attribute expressions into plain data", async () => {
    const { tree } = await compile("<ThemedImage alt=\"a\" sources={{ light: '/l.png', dark: '/d.png' }} width={800} />");
    expect(findElements(tree, "ThemedImage")[0][1]).toEqual({ alt: "a", sources: { light: "/l.png", dark: "/d.png" }, width: 800 });
  });
});
