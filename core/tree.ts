// The compact, JSON-serialisable form of a compiled MDX page that loaders return
// and the browser renders. Produced once at build time by pipeline/mdx/tree-runtime.ts.
//   string                          text
//   [tag, props | null, ...children]  an element (lower-case tag) or an author component (Capitalised)
export type TreeNode = string | TreeElement;
export type TreeElement = [tag: string, props: TreeProps | null, ...children: TreeNode[]];
export type TreeProps = { [name: string]: TreeValue };
export type TreeValue = string | number | boolean | null | TreeValue[] | { [key: string]: TreeValue };

/** Tag used for a fragment: its children are spliced into the parent. */
export const FRAGMENT = "#";

export interface TocItem {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Concatenated text of a tree, for copying or indexing. */
export function treeText(node: TreeNode): string {
  if (typeof node === "string") return node;
  let out = "";
  for (let i = 2; i < node.length; i++) out += treeText(node[i] as TreeNode);
  return out;
}
