import { describe, expect, it } from "vitest";
import type { DocPageData } from "../../../../core/page-data";
import type { TreeNode } from "../../../../core/tree";
import { codeContrastFailures, contrastRatio, fullLoadSample, pageKinds } from "../../../e2e/page-sample";

const page = (path: string, content: TreeNode, frame: Partial<DocPageData> = {}): DocPageData => ({
  path,
  title: path,
  description: "",
  content,
  toc: [],
  sidebar: null,
  breadcrumbs: [],
  prev: null,
  next: null,
  editUrl: null,
  tags: [],
  unlisted: false,
  liveCode: false,
  runRecord: null,
  ...frame,
});
const link = { label: "x", href: "/x" };

describe("pageKinds", () => {
  it("names each element under its nearest classed ancestor, stops at code, and adds the area and the frame's parts", () => {
    const content: TreeNode = [
      "div",
      {},
      ["p", {}, "a"],
      ["div", { className: "admonition-note" }, ["span", {}, ["a", { href: "/" }, "b"]]],
      ["pre", {}, ["code", {}, "x"]],
    ];
    const kinds = pageKinds(page("/dev-docs/x", content, { toc: [{ id: "a", text: "A", level: 2 }], next: link }));
    expect([...kinds].sort()).toEqual(
      [
        "area:dev-docs",
        "article > div.",
        "article > p.",
        "article > div.admonition-note",
        "div.admonition-note > span.",
        "div.admonition-note > a.",
        "article > pre",
        "frame:next",
        "frame:toc",
      ].sort(),
    );
  });
});

describe("fullLoadSample", () => {
  it("picks the page that shows the most kinds not yet shown until every kind is shown", () => {
    const pages = [
      page("/user-docs/a", ["p", {}, "a"]),
      page("/user-docs/b", ["div", {}, ["p", {}, "b"], ["ul", {}, ["li", {}, "c"]]]),
      page("/user-docs/c", ["div", {}, ["ul", {}, ["li", {}, "c"]]]),
      page("/cloud/d", ["p", {}, "d"]),
    ];
    const sample = fullLoadSample(pages);
    expect([...sample]).toEqual(["/user-docs/b", "/cloud/d"]);
    const shown = new Set([...sample].flatMap((path) => [...pageKinds(pages.find((p) => p.path === path)!)]));
    for (const each of pages) for (const kind of pageKinds(each)) expect(shown).toContain(kind);
  });
});

describe("code contrast", () => {
  it("measures the WCAG ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1);
  });

  it("reports a token below 4.5:1 on its block's background, and nothing for readable ones", () => {
    const block = (color: string): TreeNode => ["pre", { style: { backgroundColor: "#0d1117" } }, ["code", {}, ["span", { style: { color } }, "x"]]];
    expect(codeContrastFailures(page("/a", ["div", {}, block("#e6edf3"), block("#30363d")]))).toEqual(["#30363d on #0d1117"]);
    expect(codeContrastFailures(page("/b", block("#e6edf3")))).toEqual([]);
    // As the build writes it: the theme's background comes from the stylesheet, not the block.
    expect(codeContrastFailures(page("/c", ["pre", {}, ["code", {}, ["span", { style: { color: "#30363d" } }, "x"]]]))).toEqual(["#30363d on #0d1117"]);
  });
});
