// Small builders the components' static expansions and markdown forms share.
import type { Blockquote, List, ListItem, Paragraph, RootContent } from "mdast";
import type { TreeElement, TreeNode, TreeProps } from "../core/tree";
import type { FlowContent } from "./types";

/** An element of the page tree. */
export const el = (tag: string, props: TreeProps | null, ...children: TreeNode[]): TreeElement => [tag, props, ...children];

/** A string prop (numbers too, as text), or undefined. */
export function textProp(props: TreeProps | null | undefined, name: string): string | undefined {
  const value = props?.[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** `**Label**` on a line of its own, as tab, request and admonition titles read in markdown. */
export function labelLine(label: string): Paragraph {
  return { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: label }] }] };
}

/** A quote headed by a bold label (none when empty). */
export function quote(label: string, body: FlowContent[]): Blockquote {
  return { type: "blockquote", children: label ? [labelLine(label), ...body] : body };
}

export function bulletList(items: ListItem[]): List {
  return { type: "list", ordered: false, spread: false, children: items };
}

/** Text in markdown. */
export const text = (value: string): RootContent[] => [{ type: "text", value }];

/** Names for an error message that lists what exists. */
export const knownNames = (names: Iterable<string>) => [...names].sort().join(", ") || "none";
