// A table scrolls sideways when it is wider than the page (doc-page.css), so each one is focusable:
// a keyboard can then scroll it (axe: scrollable-region-focusable). Code blocks keep the tabindex
// Shiki gives them (components/code-block/rehype-code.ts). Every table, decided here, because which
// ones overflow depends on the reader's width, and measuring them in the browser would lay out the
// article's blocks that content-visibility lets the first paint skip.
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

export default function rehypeFocusableTables() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "table") node.properties.tabIndex = 0;
    });
  };
}
