// Turns the compact content tree of a page into React elements.
import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import { FRAGMENT, type TreeNode } from "../../core/tree";

// Each component takes its own props, which the tree's attributes match only at run time: `any` is
// the one prop type every component is assignable to and createElement accepts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentMap = Record<string, ComponentType<any>>;

export function renderTree(node: TreeNode, components: ComponentMap): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  const type = tag === FRAGMENT ? Fragment : (components[tag] ?? tag);
  return createElement(type, props, ...children.map((child) => renderTree(child, components)));
}
