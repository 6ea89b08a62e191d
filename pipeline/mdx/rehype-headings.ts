// Gives every heading a GitHub-style id, adds a self-link, and records the
// h2–h3 table of contents and every id on the page (for anchor checks).
import GithubSlugger from "github-slugger";
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { TocItem } from "../../core/tree";

export interface HeadingsResult {
  toc: TocItem[];
  ids: Set<string>;
}

export default function rehypeHeadings(options: { maxLevel: 2 | 3; result: HeadingsResult }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, "element", (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level) {
        const text = toString(node).trim();
        const id = typeof node.properties.id === "string" ? node.properties.id : slugger.slug(text);
        node.properties.id = id;
        options.result.ids.add(id);
        const depth = Number(level);
        if (depth >= 2 && depth <= options.maxLevel) options.result.toc.push({ id, text, level: depth as 2 | 3 });
        node.children.push({
          type: "element",
          tagName: "a",
          properties: { href: `#${id}`, className: ["hash-link"], ariaLabel: `Direct link to ${text}` },
          children: [{ type: "text", value: "#" }],
        });
      } else if (typeof node.properties.id === "string") {
        options.result.ids.add(node.properties.id);
      }
    });
  };
}
