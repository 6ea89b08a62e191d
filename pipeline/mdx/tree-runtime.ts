// A JSX runtime for evaluating compiled MDX at build time: instead of React
// elements it builds the compact JSON tree (core/tree.ts) that pages ship.
import { FRAGMENT, type TreeNode, type TreeProps, type TreeValue } from "../../core/tree";

/** A build-time component: gets the props and the children already turned into tree values. */
export type BuildComponent = (props: Record<string, unknown>, children: unknown[]) => TreeNode | null;
type ElementType = string | BuildComponent;

/** Appends one child (a node, text, or nothing) to `out`, merging adjacent text and splicing fragments. */
function appendChild(value: unknown, out: TreeNode[]): TreeNode[] {
  if (value === null || value === undefined || typeof value === "boolean") return out;
  if (typeof value === "number") value = String(value);
  if (Array.isArray(value) && value[0] === FRAGMENT) {
    for (const child of value.slice(2)) appendChild(child, out);
    return out;
  }
  if (typeof value === "string" && typeof out[out.length - 1] === "string") {
    out[out.length - 1] += value;
    return out;
  }
  if (typeof value !== "string" && !Array.isArray(value)) throw new TypeError(`cannot render a ${typeof value} as page content`);
  out.push(value as TreeNode);
  return out;
}

function toValue(value: unknown, name: string): TreeValue {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map((item) => toValue(item, name));
  if (typeof value === "object") {
    const out: { [key: string]: TreeValue } = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = toValue(item, name);
    return out;
  }
  throw new TypeError(`attribute \`${name}\` must be plain data (string, number, boolean, array or object), got a ${typeof value}`);
}

function createNode(type: ElementType, props: Record<string, unknown>, children: unknown[]): TreeNode {
  if (typeof type === "function") return type(props, children) ?? [FRAGMENT, null];
  const { children: _children, ...rest } = props;
  let treeProps: TreeProps | null = null;
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    (treeProps ??= {})[name] = toValue(value, name);
  }
  const out: TreeNode[] = [];
  for (const child of children) appendChild(child, out);
  return [type, treeProps, ...out];
}

/** An element named `tag` (never a build-time component), for build-time components that render one. */
export function element(tag: string, props: Record<string, unknown>, children: unknown[]): TreeNode {
  return createNode(tag, props, children);
}

/** One child (or none) in props.children. */
export function jsx(type: ElementType, props: Record<string, unknown>): TreeNode {
  return createNode(type, props, props.children === undefined ? [] : [props.children]);
}

/** A list of static children in props.children. */
export function jsxs(type: ElementType, props: Record<string, unknown>): TreeNode {
  return createNode(type, props, props.children as unknown[]);
}

export const runtime = { jsx, jsxs, Fragment: FRAGMENT };

/** The page tree is always a node: an empty page (null) becomes an empty fragment. */
export function normaliseRoot(node: TreeNode | null): TreeNode {
  return node ?? [FRAGMENT, null];
}
