// A page as markdown for tools: its title, description and source URL, then its content.
import type { Root } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import type { TreeElement, TreeNode } from "../../core/tree";
import type { FlowContent } from "../../components/types";
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

// A page's content as mdast, by tree: in development a rebuild hands unchanged pages the same tree,
// and converting every page again would take most of the rebuild.
const converted = new WeakMap<TreeElement, { siteUrl: string; flow: FlowContent[] }>();
function contentMdast(tree: TreeNode, context: MdastContext): FlowContent[] {
  const cached = typeof tree === "string" ? undefined : converted.get(tree);
  if (cached?.siteUrl === context.siteUrl) return cached.flow;
  const flow = treeToMdast(tree, context);
  if (typeof tree !== "string") converted.set(tree, { siteUrl: context.siteUrl, flow });
  return flow;
}

/** Markdown of a content tree alone. */
export function treeToMarkdown(tree: TreeNode, context: MdastContext): string {
  return serialise({ type: "root", children: contentMdast(tree, context) });
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
      ...contentMdast(page.content, context),
    ],
  });
}
