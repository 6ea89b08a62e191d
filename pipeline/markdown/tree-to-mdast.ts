// Turns a page's content tree (core/tree.ts) into mdast, the markdown syntax tree:
// one function per HTML element and per author component, so that tools get plain
// markdown (admonitions as quotes, tabs as labelled sections, cards as link lists…).
import type { AlignType, BlockContent, Blockquote, DefinitionContent, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent, TableRow } from "mdast";
import { ADMONITION_HEADINGS } from "../mdx/admonition-headings";
import { BADGE_LABELS, versionBadgeLabel } from "../sidebars/badge-labels";
import { isExternalLink } from "../../core/external-link";
import type { AuthorComponentName } from "../../core/component-names";
import { parseProjectOutline, type OutlineEntry } from "../../core/project-outline";
import { screenshotSrc } from "../mdx/screenshots";
import { treeText, type TreeElement, type TreeNode } from "../../core/tree";

export interface MdastContext {
  /** Origin that site paths (`/dev-docs/x`) are made absolute against: the markdown is read away from the site. */
  siteUrl: string;
}

type Flow = BlockContent | DefinitionContent;
type Convert = (element: TreeElement, context: MdastContext) => RootContent[];

const PHRASING = new Set<string>([
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
const FLOW = new Set<string>(["blockquote", "code", "heading", "html", "list", "paragraph", "table", "thematicBreak", "definition", "footnoteDefinition"]);

const isPhrasing = (node: RootContent): node is PhrasingContent => PHRASING.has(node.type);
const isBlank = (node: RootContent) => node.type === "text" && node.value.trim() === "";

// ---------------------------------------------------------------- tree helpers

function prop(element: TreeElement, name: string): string | undefined {
  const value = element[1]?.[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

function childElements(element: TreeElement): TreeElement[] {
  return element.slice(2).filter((child): child is TreeElement => Array.isArray(child));
}

function absolute(href: string, context: MdastContext): string {
  return href.startsWith("/") && !isExternalLink(href) ? context.siteUrl + href : href;
}

/** The source of a code element: its text without the final newline. */
function codeText(element: TreeElement): string {
  return treeText(element).replace(/\n$/, "");
}

export function convertNode(node: TreeNode, context: MdastContext): RootContent[] {
  if (typeof node === "string") return node ? [{ type: "text", value: node }] : [];
  return (Object.hasOwn(HANDLERS, node[0]) ? HANDLERS[node[0]] : convertChildren)(node, context);
}

function convertChildren(element: TreeElement, context: MdastContext): RootContent[] {
  return element.slice(2).flatMap((child) => convertNode(child as TreeNode, context));
}

// ---------------------------------------------------------------- mdast helpers

/** Leading and trailing whitespace of a run of inline content dropped (the tree keeps the source's line breaks). */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === "text") out[0] = { ...first, value: first.value.replace(/^\s+/, "") };
  const last = out[out.length - 1];
  if (last?.type === "text") out[out.length - 1] = { ...last, value: last.value.replace(/\s+$/, "") };
  return out.filter((node) => node.type !== "text" || node.value !== "");
}

/** Block content: runs of inline content become paragraphs; stray list items get a list. */
export function toFlow(nodes: RootContent[]): Flow[] {
  const out: Flow[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const children = trimPhrasing(run);
    if (children.length) out.push({ type: "paragraph", children });
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) {
      run.push(node);
      continue;
    }
    flush();
    if (FLOW.has(node.type)) out.push(node as Flow);
    else if (node.type === "listItem") out.push(bulletList([node]));
    else out.push({ type: "paragraph", children: toPhrasing([node]) });
  }
  flush();
  return out;
}

/** Inline content: blocks in an inline place (a table cell, a heading) are flattened, separated by a space. */
export function toPhrasing(nodes: RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isPhrasing(node)) out.push(node);
    else if (node.type === "code") out.push({ type: "inlineCode", value: node.value });
    else if ("children" in node) {
      if (out.length) out.push({ type: "text", value: " " });
      out.push(...toPhrasing(node.children as RootContent[]));
    }
  }
  return out;
}

const flow = (element: TreeElement, context: MdastContext) => toFlow(convertChildren(element, context));
const phrasing = (element: TreeElement, context: MdastContext) => trimPhrasing(toPhrasing(convertChildren(element, context)));

function bulletList(items: ListItem[]): List {
  return { type: "list", ordered: false, spread: false, children: items };
}

/** List items of a list's converted children: nested item lists merge, anything else becomes an item. */
function listItems(nodes: RootContent[]): ListItem[] {
  return nodes.flatMap((node): ListItem[] => {
    if (node.type === "listItem") return [node];
    if (node.type === "list") return node.children;
    if (isBlank(node)) return [];
    return [{ type: "listItem", spread: false, children: toFlow([node]) }];
  });
}

/** `**Label**` on a line of its own, as tab, request and admonition titles read in markdown. */
function labelLine(label: string): Paragraph {
  return { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: label }] }] };
}

function quote(label: string, body: Flow[]): Blockquote {
  return { type: "blockquote", children: label ? [labelLine(label), ...body] : body };
}

// ---------------------------------------------------------------- HTML elements

function heading(element: TreeElement, context: MdastContext): RootContent[] {
  const depth = Number(element[0].slice(1)) as Heading["depth"];
  // The self-link rehype-headings adds ("#") is page chrome, not content.
  const isSelfLink = (child: TreeNode) => Array.isArray(child) && child[0] === "a" && [child[1]?.className].flat().join(" ").split(" ").includes("hash-link");
  const text = element.slice(2).filter((child) => !isSelfLink(child as TreeNode));
  return [{ type: "heading", depth, children: trimPhrasing(toPhrasing(text.flatMap((child) => convertNode(child as TreeNode, context)))) }];
}

function link(element: TreeElement, context: MdastContext): RootContent[] {
  const href = prop(element, "href") ?? "";
  const children = phrasing(element, context);
  return [{ type: "link", url: absolute(href, context), children: children.length ? children : [{ type: "text", value: href }] }];
}

function image(element: TreeElement, context: MdastContext): RootContent[] {
  return [{ type: "image", url: absolute(prop(element, "src") ?? "", context), alt: prop(element, "alt") ?? "", title: prop(element, "title") ?? null }];
}

function list(element: TreeElement, context: MdastContext): RootContent[] {
  const ordered = element[0] === "ol";
  const start = Number(prop(element, "start") ?? 1);
  return [
    { type: "list", ordered, start: ordered && Number.isInteger(start) ? start : null, spread: false, children: listItems(convertChildren(element, context)) },
  ];
}

function listItem(element: TreeElement, context: MdastContext): RootContent[] {
  return [{ type: "listItem", spread: false, children: flow(element, context) }];
}

function table(element: TreeElement, context: MdastContext): RootContent[] {
  // Rows sit in thead/tbody/tfoot or directly in the table.
  const rows = childElements(element).flatMap((child) => (child[0] === "tr" ? [child] : childElements(child).filter((row) => row[0] === "tr")));
  const cells = (row: TreeElement) => childElements(row).filter((cell) => cell[0] === "th" || cell[0] === "td");
  const align = (cell: TreeElement): AlignType => {
    const style = cell[1]?.style;
    const value = prop(cell, "align") ?? (style && typeof style === "object" && !Array.isArray(style) ? style.textAlign : undefined);
    return value === "left" || value === "right" || value === "center" ? value : null;
  };
  const children: TableRow[] = rows.map((row) => ({
    type: "tableRow",
    children: cells(row).map((cell) => ({ type: "tableCell", children: phrasing(cell, context) })),
  }));
  return [{ type: "table", align: rows[0] ? cells(rows[0]).map(align) : [], children }];
}

const inline =
  (type: "strong" | "emphasis" | "delete"): Convert =>
  (element, context) => [{ type, children: toPhrasing(convertChildren(element, context)) }];
const inlineCode: Convert = (element) => [{ type: "inlineCode", value: treeText(element) }];

const ELEMENTS: Record<string, Convert> = {
  p: (element, context) => [{ type: "paragraph", children: phrasing(element, context) }],
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  strong: inline("strong"),
  b: inline("strong"),
  em: inline("emphasis"),
  i: inline("emphasis"),
  del: inline("delete"),
  code: inlineCode,
  kbd: inlineCode,
  a: link,
  img: image,
  br: () => [{ type: "break" }],
  hr: () => [{ type: "thematicBreak" }],
  ul: list,
  ol: list,
  li: listItem,
  blockquote: (element, context) => [{ type: "blockquote", children: flow(element, context) }],
  pre: (element) => [{ type: "code", lang: null, value: codeText(element) }],
  table,
  // `<details>` keeps its content; its `<summary>` reads as a bold line.
  summary: (element, context) => [{ type: "paragraph", children: [{ type: "strong", children: phrasing(element, context) }] }],
};

// ---------------------------------------------------------------- author components

function admonition(element: TreeElement, context: MdastContext): RootContent[] {
  const label = [ADMONITION_HEADINGS[prop(element, "type") ?? ""], prop(element, "title")].filter(Boolean).join(": ");
  return [quote(label, flow(element, context))];
}

function tabItem(element: TreeElement, context: MdastContext): RootContent[] {
  return [labelLine(prop(element, "label") ?? prop(element, "value") ?? ""), ...flow(element, context)];
}

function codeBlock(element: TreeElement): RootContent[] {
  const title = prop(element, "title");
  return [{ type: "code", lang: prop(element, "language") ?? null, meta: title === undefined ? null : `title="${title}"`, value: codeText(element) }];
}

function docCard(element: TreeElement, context: MdastContext): RootContent[] {
  const description = prop(element, "description");
  const children: PhrasingContent[] = [
    { type: "link", url: absolute(prop(element, "link") ?? "", context), children: [{ type: "text", value: prop(element, "title") ?? "" }] },
    ...(description ? [{ type: "text" as const, value: `: ${description}` }] : []),
  ];
  return [bulletList([{ type: "listItem", spread: false, children: [{ type: "paragraph", children }] }])];
}

function apiCallPart(kind: "Request" | "Response"): Convert {
  return (element, context) => {
    const title = prop(element, "title");
    return [labelLine(title ? `${kind}: ${title}` : kind), ...flow(element, context)];
  };
}

const badgeText = (label: string): RootContent[] => [{ type: "text", value: `(${label})` }];

/** The explorer's outline as nested bullets: `path`: what it is for. */
function outlineList(entries: OutlineEntry[]): List {
  return bulletList(
    entries.map((entry): ListItem => ({
      type: "listItem",
      spread: false,
      children: [
        {
          type: "paragraph",
          children: [
            { type: "inlineCode", value: entry.path },
            { type: "text", value: `: ${entry.description}` },
          ],
        },
        ...(entry.children?.length ? [outlineList(entry.children)] : []),
      ],
    })),
  );
}

const COMPONENTS: Record<AuthorComponentName, Convert> = {
  Admonition: admonition,
  Tabs: convertChildren,
  TabItem: tabItem,
  CodeBlock: codeBlock,
  Mermaid: (element) => [{ type: "code", lang: "mermaid", value: prop(element, "chart") ?? "" }],
  ThemedImage: (element, context) => {
    const sources = element[1]?.sources;
    const light = sources && typeof sources === "object" && !Array.isArray(sources) ? sources.light : undefined;
    return [{ type: "image", url: absolute(typeof light === "string" ? light : "", context), alt: prop(element, "alt") ?? "" }];
  },
  // The light screenshot stands for the pair, like ThemedImage.
  Screenshot: (element, context) => [
    { type: "image", url: absolute(screenshotSrc(prop(element, "id") ?? "", "light"), context), alt: prop(element, "alt") ?? "" },
  ],
  CustomDocCardsWrapper: (element, context) => [bulletList(listItems(convertChildren(element, context)))],
  CustomDocCard: docCard,
  ApiCall: convertChildren,
  Request: apiCallPart("Request"),
  Response: apiCallPart("Response"),
  SideBySideContainer: convertChildren,
  SideBySideColumn: convertChildren,
  SubtleCallout: (element, context) => [quote(prop(element, "title") ?? "", flow(element, context))],
  ...(Object.fromEntries(Object.entries(BADGE_LABELS).map(([name, badge]): [string, Convert] => [name, () => badgeText(badge.label)])) as Record<
    keyof typeof BADGE_LABELS,
    Convert
  >),
  VersionBadge: (element) => badgeText(versionBadgeLabel(prop(element, "version") ?? "")),
  // A live panel filled in the browser: nothing to say in a static text.
  SiteStatus: () => [],
  // The tooltip's definition would break the sentence: the words alone.
  Annotation: convertChildren,
  // A form that writes queries as the reader types: nothing to say in a static text.
  InteractiveQueryBuilder: () => [],
  InteractiveProjectStructure: (element) => [outlineList(parseProjectOutline(prop(element, "tree") ?? ""))],
};

/** Elements and components without an entry keep only their content. */
const HANDLERS: Record<string, Convert> = { ...ELEMENTS, ...COMPONENTS };
