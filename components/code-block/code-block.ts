// Code blocks: fences highlighted at build time (rehype-code.ts; `mermaid` fences become <Mermaid>),
// drawn with a title and a copy button in the browser (CodeBlock.tsx), a `live` one as an editor.
import { treeText, type TreeNode } from "../../core/tree";
import { textProp } from "../elements";
import type { ComponentFamily, ComponentSyntax } from "../types";
import rehypeCode from "./rehype-code";

export const codeBlockSyntax: ComponentSyntax = { rehypePlugins: [rehypeCode] };

/** rehype-code marks a `live` fence's CodeBlock with `live="true"`, and CodeBlock.tsx reads it. */
export function hasLiveCode(node: TreeNode): boolean {
  if (typeof node === "string") return false;
  if (node[0] === "CodeBlock" && node[1]?.live === "true") return true;
  return node.slice(2).some((child) => hasLiveCode(child as TreeNode));
}

export const codeBlock = {
  CodeBlock: {
    kind: "rendered",
    search: false,
    markdown: (element) => {
      const title = textProp(element[1], "title");
      return [
        {
          type: "code",
          lang: textProp(element[1], "language") ?? null,
          meta: title === undefined ? null : `title="${title}"`,
          // Its text without the final newline.
          value: treeText(element).replace(/\n$/, ""),
        },
      ];
    },
  },
} satisfies ComponentFamily;
