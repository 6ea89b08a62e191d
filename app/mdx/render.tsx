// Turns the compact content tree of a page into React elements.
import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import { FRAGMENT, type TreeNode } from "../../core/tree";

export type ComponentMap = Record<string, ComponentType<any>>;

export function renderTree(node: TreeNode, components: ComponentMap): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  const type = tag === FRAGMENT ? Fragment : (components[tag] ?? tag);
  return createElement(type, props, ...children.map((child) => renderTree(child, components)));
}
