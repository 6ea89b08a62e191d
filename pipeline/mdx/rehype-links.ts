// Records every link target with its line, for the build's link and anchor check.
import type { Element, Root } from "hast";
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";

export interface FoundLink {
  href: string;
  line: number | undefined;
}

/** JSX attributes that hold a link target. */
const LINK_ATTRIBUTES = new Set(["href", "link", "to"]);

export default function rehypeLinks(options: { links: FoundLink[] }) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === "element" && (node as Element).tagName === "a") {
        const href = (node as Element).properties.href;
        if (typeof href === "string") options.links.push({ href, line: node.position?.start.line });
      } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        for (const attribute of (node as MdxJsxFlowElementHast | MdxJsxTextElementHast).attributes) {
          if (attribute.type === "mdxJsxAttribute" && LINK_ATTRIBUTES.has(attribute.name) && typeof attribute.value === "string") {
            options.links.push({ href: attribute.value, line: node.position?.start.line });
          }
        }
      }
    });
  };
}
