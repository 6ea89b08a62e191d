// A page as markdown for tools: its title, description and source URL, then its content.
import type { Root } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import type { TreeNode } from "../../core/tree";
import { treeToMdast, type MdastContext } from "./tree-to-mdast";

export interface MarkdownPage {
  path: string;
  title: string;
  description: string;
  content: TreeNode;
}

function serialise(root: Root): string {
  return toMarkdown(root, {
    // Compact tables: padding every cell to the widest one costs many characters in big tables.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    emphasis: "_",
    fences: true,
    listItemIndent: "one",
    rule: "-",
  });
}

/** Markdown of a content tree alone. */
export function treeToMarkdown(tree: TreeNode, context: MdastContext): string {
  return serialise({ type: "root", children: treeToMdast(tree, context) });
}

/** The markdown twin of a page, served at `{path}.md`. */
export function pageMarkdown(page: MarkdownPage, context: MdastContext): string {
  const url = context.siteUrl + page.path;
  return serialise({
    type: "root",
    children: [
      { type: "heading", depth: 1, children: [{ type: "text", value: page.title }] },
      ...(page.description
        ? [{ type: "blockquote" as const, children: [{ type: "paragraph" as const, children: [{ type: "text" as const, value: page.description }] }] }]
        : []),
      {
        type: "paragraph",
        children: [
          { type: "text", value: "Source: " },
          { type: "link", url, children: [{ type: "text", value: url }] },
        ],
      },
      ...treeToMdast(page.content, context),
    ],
  });
}
