// `:::note Title` blocks become <Admonition type title> elements. Stray `:name`
// text produced by the directive syntax (e.g. "at 10:30") is turned back into text.
import type { Root, Paragraph, PhrasingContent, RootContent } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { splitFences } from "../../core/mdx-source";

export const ADMONITION_TYPES = ["note", "tip", "info", "caution", "danger", "warning", "prerequisites", "strapi", "callout"] as const;

/** Docusaurus writes the title after the keyword; remark-directive expects `[Title]`. Code is left alone. */
export function normaliseAdmonitionTitles(markdown: string): string {
  const lines = markdown.split("\n");
  for (const { line, text } of splitFences(markdown).prose) lines[line - 1] = text.replace(/^(\s*:::+)([a-z]+)[ \t]+([^[{\s].*?)\s*$/, "$1$2[$3]");
  return lines.join("\n");
}

export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "containerDirective") {
        const directive = node as ContainerDirective;
        if (!(ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
          file.fail(`unknown admonition \`:::${directive.name}\` (use one of ${ADMONITION_TYPES.join(", ")})`, directive);
        }
        const [first, ...rest] = directive.children;
        const labelled = first?.type === "paragraph" && (first as Paragraph).data?.directiveLabel;
        const title = labelled ? toString(first) : undefined;
        const element: MdxJsxFlowElement = {
          type: "mdxJsxFlowElement",
          name: "Admonition",
          attributes: [
            { type: "mdxJsxAttribute", name: "type", value: directive.name },
            ...(title ? [{ type: "mdxJsxAttribute" as const, name: "title", value: title }] : []),
          ],
          children: (labelled ? rest : directive.children) as MdxJsxFlowElement["children"],
          position: directive.position,
        };
        parent!.children[index!] = element as RootContent;
        return;
      }
      if ((node.type === "textDirective" || node.type === "leafDirective") && parent && index !== undefined) {
        const directive = node as TextDirective | LeafDirective;
        const prefix = node.type === "leafDirective" ? "::" : ":";
        const text: PhrasingContent = { type: "text", value: `${prefix}${directive.name}` };
        const label = directive.children.length
          ? [{ type: "text", value: "[" } as PhrasingContent, ...directive.children, { type: "text", value: "]" } as PhrasingContent]
          : [];
        const replacement = [text, ...label];
        if (node.type === "leafDirective") {
          parent.children.splice(index, 1, { type: "paragraph", children: replacement } as RootContent);
        } else {
          parent.children.splice(index, 1, ...(replacement as RootContent[]));
        }
        return [SKIP, index + replacement.length];
      }
    });
  };
}
