// Turns a page's content tree (core/tree.ts) into mdast, the markdown syntax tree, so that tools get
// plain markdown. hast-util-to-mdast does the HTML elements; the handlers below cover what the site
// writes its own way, and each author component goes through its markdown form (components/registry.ts),
// with a state that has flow and phrasing as that library's handlers have.
import type { ElementContent, Properties } from "hast";
import { toMdast, type Handle, type NodeHandle, type State } from "hast-util-to-mdast";
import type { ListItem, PhrasingContent, Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";
import { authorComponent } from "../../components/registry";
import type { FlowContent, MarkdownState } from "../../components/types";
import { isExternalLink } from "../../core/external-link";
import { FRAGMENT, type TreeElement, type TreeNode, type TreeProps } from "../../core/tree";

export interface MdastContext {
  /** Origin that site paths (`/dev-docs/x`) are made absolute against: the markdown is read away from the site. */
  siteUrl: string;
}

/**
 * An author component in the hast tree: a leaf, whose children are converted only if its markdown
 * form asks for them (a code block's highlighted spans never are). Not an element: hast-util-to-mdast
 * first collapses whitespace by HTML's rules, in which an empty element is no content, so the spaces
 * around a badge or a screenshot would go; a node of its own type counts as content.
 */
interface ComponentNode {
  type: "authorComponent";
  /** Where its element is in the conversion's list: toMdast converts a copy of the hast tree, and a number copies cheaply. */
  element: number;
}

declare module "hast" {
  interface ElementContentMap {
    authorComponent: ComponentNode;
  }
  interface RootContentMap {
    authorComponent: ComponentNode;
  }
}

const PHRASING = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "link",
  "linkReference",
  "image",
  "imageReference",
  "break",
  "html",
  "footnoteReference",
]);

/** Inline content: blocks in an inline place (a link, a summary) are flattened, separated by a space. */
function toPhrasing(nodes: RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (PHRASING.has(node.type)) out.push(node as PhrasingContent);
    else if (node.type === "code") out.push({ type: "inlineCode", value: node.value });
    else if ("children" in node) {
      if (out.length) out.push({ type: "text", value: " " });
      out.push(...toPhrasing(node.children as RootContent[]));
    }
  }
  return out;
}

/** Leading and trailing whitespace of a run of inline content dropped (the tree keeps the source's line breaks). */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === "text") out[0] = { ...first, value: first.value.replace(/^\s+/, "") };
  const last = out[out.length - 1];
  if (last?.type === "text") out[out.length - 1] = { ...last, value: last.value.replace(/\s+$/, "") };
  return out.filter((node) => node.type !== "text" || node.value !== "");
}

/** List items of a list's converted children: nested item lists merge, anything else becomes an item. */
function listItems(state: State, nodes: RootContent[]): ListItem[] {
  return nodes.flatMap((node): ListItem[] => {
    if (node.type === "listItem") return [node];
    if (node.type === "list") return node.children;
    if (node.type === "text" && !node.value.trim()) return [];
    return [{ type: "listItem", spread: false, children: state.toFlow([node]) }];
  });
}

/** hast properties: the tree's plain values, class names as a list, a table cell's alignment as `align`. */
function properties(props: TreeProps | null): Properties {
  const out: Properties = {};
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === "className" && typeof value === "string") out.className = value.split(" ");
    else if (name === "style" && value && typeof value === "object" && !Array.isArray(value) && typeof value.textAlign === "string")
      out.align = value.textAlign;
    else if (value === null || typeof value !== "object") out[name] = value;
  }
  return out;
}

/** The self-link rehype-headings adds to a heading ("#") is page chrome, not content. */
const isSelfLink = (tag: string, props: TreeProps | null) =>
  tag === "a" &&
  String(props?.className ?? "")
    .split(" ")
    .includes("hash-link");

/** A content tree as mdast block content. */
export function treeToMdast(tree: TreeNode, context: MdastContext): FlowContent[] {
  const elements: TreeElement[] = [];
  const url = (href: string) => (href.startsWith("/") && !isExternalLink(href) ? context.siteUrl + href : href);

  const toHast = (node: TreeNode): ElementContent[] => {
    if (typeof node === "string") return node ? [{ type: "text", value: node }] : [];
    const [tag, props, ...children] = node;
    if (isSelfLink(tag, props)) return [];
    if (authorComponent(tag)) return [{ type: "authorComponent", element: elements.push(node) - 1 }];
    const content = children.flatMap((child) => toHast(child as TreeNode));
    return tag === FRAGMENT ? content : [{ type: "element", tagName: tag, properties: properties(props), children: content }];
  };

  /** Tree nodes in mdast: as block content (`document`) or as they come. */
  const convert = (nodes: TreeNode[], document: boolean): RootContent[] => {
    const root = toMdast({ type: "root", children: nodes.flatMap(toHast) }, { document, newlines: true, handlers, nodeHandlers }) as Root;
    // hast-util-to-mdast trims only spaces and tabs at a paragraph's ends: a line break after an image would stay.
    visit(root, "paragraph", (paragraph) => {
      paragraph.children = trimPhrasing(paragraph.children);
    });
    return root.children;
  };
  const childrenOf = (element: TreeElement) => convert(element.slice(2) as TreeNode[], false);
  const markdownState = (state: State): MarkdownState => ({
    all: childrenOf,
    flow: (element) => state.toFlow(childrenOf(element)),
    phrasing: (element) => trimPhrasing(toPhrasing(childrenOf(element))),
    listItems: (element) => listItems(state, childrenOf(element)),
    url,
  });
  const phrasing = (state: State, parent: Parameters<State["all"]>[0]) => trimPhrasing(toPhrasing(state.all(parent)));

  // The site's own ways with a few elements: site links and images made absolute, a details
  // summary as a bold line, and lists tight (an item holding a paragraph makes hast-util-to-mdast's loose).
  const handlers: Record<string, Handle> = {
    a: (state, node) => {
      const href = String(node.properties.href ?? "");
      const children = phrasing(state, node);
      return { type: "link", url: url(href), children: children.length ? children : [{ type: "text", value: href }] };
    },
    img: (_state, node) => ({
      type: "image",
      url: url(String(node.properties.src ?? "")),
      alt: String(node.properties.alt ?? ""),
      title: node.properties.title === undefined ? null : String(node.properties.title),
    }),
    summary: (state, node) => ({ type: "paragraph", children: [{ type: "strong", children: phrasing(state, node) }] }),
    ul: (state, node) => ({ type: "list", ordered: false, start: null, spread: false, children: listItems(state, state.all(node)) }),
    ol: (state, node) => {
      const start = Number(node.properties.start ?? 1);
      return { type: "list", ordered: true, start: Number.isInteger(start) ? start : null, spread: false, children: listItems(state, state.all(node)) };
    },
    li: (state, node) => ({ type: "listItem", spread: false, children: state.toFlow(state.all(node)) }),
  };
  const nodeHandlers: Record<string, NodeHandle> = {
    authorComponent: (state, node: ComponentNode) => {
      const element = elements[node.element];
      const markdown = authorComponent(element[0])?.markdown;
      return markdown ? markdown(element, markdownState(state)) : childrenOf(element);
    },
  };

  return convert([tree], true) as FlowContent[];
}
