// A page as markdown for tools: its title, description and source URL, then its content.
import type { Root } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import type { TreeElement, TreeNode } from "../../core/tree";
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

// A page's twin, by tree: in development a rebuild hands unchanged pages the same tree, and
// converting every page again would take most of the rebuild. The text is kept, not the mdast it
// came from, which weighs more and lives as long as the site (about 70 MB at 3,000 pages).
const twins = new WeakMap<TreeElement, { key: string; markdown: string }>();

/** The markdown twin of a page, served at `{path}.md`. */
export function pageMarkdown(page: MarkdownPage, context: MdastContext): string {
  const key = [context.siteUrl, page.path, page.title, page.description].join("\n");
  const cached = typeof page.content === "string" ? undefined : twins.get(page.content);
  if (cached?.key === key) return cached.markdown;
  const url = context.siteUrl + page.path;
  const markdown = serialise({
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
  if (typeof page.content !== "string") twins.set(page.content, { key, markdown });
  return markdown;
}
