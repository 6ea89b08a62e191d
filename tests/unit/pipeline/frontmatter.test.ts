import { describe, expect, it } from "vitest";
import { splitFrontmatter } from "../../../pipeline/frontmatter";

describe("frontmatter", () => {
  it("reads the Docusaurus keys and keeps body line numbers", () => {
    const { frontmatter, body } = splitFrontmatter("---\ntitle: Hello\ntags:\n  - a\nunlisted: true\n---\nText\n", "x.mdx");
    expect(frontmatter).toEqual({ title: "Hello", tags: ["a"], unlisted: true });
    expect(body.split("\n")[6]).toBe("Text");
  });

  it("fails on an unknown key, naming file and key", () => {
    expect(() => splitFrontmatter("---\ntitle: Hello\nsidebar_lable: Oops\n---\n", "docs/a.mdx")).toThrow(
      "docs/a.mdx:1: unknown frontmatter key: sidebar_lable",
    );
  });

  it("fails on a wrong type, naming the key", () => {
    expect(() => splitFrontmatter("---\ntitle: Hello\ntags: nope\n---\n", "a.mdx")).toThrow(/invalid frontmatter key .*: tags/);
    expect(() => splitFrontmatter("---\ntitle: Hello\ntoc_max_heading_level: 5\n---\n", "a.mdx")).toThrow(/toc_max_heading_level/);
  });

  it("requires a title and a frontmatter block", () => {
    expect(() => splitFrontmatter("---\ndescription: x\n---\n", "a.mdx")).toThrow(/title/);
    expect(() => splitFrontmatter("# No frontmatter\n", "a.mdx")).toThrow(/missing frontmatter/);
  });
});
