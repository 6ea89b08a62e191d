// Splits pages into DocSearch-shaped records: the page, each heading, and each block of text
// under the headings that contain it. Unlisted pages, snippets and tag pages are left out.
import { UNSEARCHED_COMPONENTS } from "../../components/registry";
import type { TreeNode } from "../../core/tree";
import { SEARCH_DOCS_TAG, SEARCH_LANGUAGE, type Hierarchy, type RecordType, type SearchRecord } from "../../search/types";

export interface RecordSource {
  path: string;
  title: string;
  /** One sentence about the page: the page record's text, so a page is found by what it is about. */
  description: string;
  /** The section readers see first in the sidebar, or the area. */
  section: string;
  content: TreeNode;
}

const AREAS: Record<string, string> = { "dev-docs": "Developer Docs", "user-docs": "User Guide", cloud: "Strapi Cloud" };

export function sectionOf(path: string, breadcrumbs: { label: string }[]): string {
  return breadcrumbs[0]?.label ?? AREAS[path.split("/")[1]] ?? "Strapi Docs";
}

/** Tags whose content is not prose. */
const SKIPPED = new Set(["pre", "img", ...UNSEARCHED_COMPONENTS]);
/** Elements whose text is one record. */
const BLOCKS = new Set(["p", "li", "tr", "dt", "dd", "summary"]);
const HEADING = /^h([2-6])$/;

function text(node: TreeNode): string {
  if (typeof node === "string") return node;
  const [tag, props] = node;
  if (SKIPPED.has(tag) || (props && props.className === "hash-link")) return "";
  let out = "";
  for (let i = 2; i < node.length; i++) {
    const child = node[i] as TreeNode;
    const inner = text(child);
    out += typeof child !== "string" && (child[0] === "td" || child[0] === "th") ? ` ${inner} ` : inner;
  }
  return out;
}

const clean = (value: string) => value.replace(/\s+/g, " ").trim();

function containsBlock(node: TreeNode): boolean {
  if (typeof node === "string") return false;
  return (node.slice(2) as TreeNode[]).some(
    (child) => typeof child !== "string" && (BLOCKS.has(child[0]) || child[0] === "ul" || child[0] === "ol" || containsBlock(child)),
  );
}

export function extractRecords(source: RecordSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  const levels: (string | null)[] = [source.title, null, null, null, null, null];
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null) => {
    const hierarchy: Hierarchy = {
      lvl0: source.section,
      lvl1: levels[0],
      lvl2: levels[1],
      lvl3: levels[2],
      lvl4: levels[3],
      lvl5: levels[4],
      lvl6: levels[5],
    };
    const position = records.length;
    records.push({
      objectID: `${source.path}#${position}`,
      type,
      url: anchor ? `${source.path}#${anchor}` : source.path,
      url_without_anchor: source.path,
      anchor,
      hierarchy,
      content,
      language: SEARCH_LANGUAGE,
      docusaurus_tag: SEARCH_DOCS_TAG,
      weight: { position, level: type === "content" ? 0 : 100 - Number(type.slice(3)) * 10 },
    });
  };

  const walk = (node: TreeNode) => {
    if (typeof node === "string") return;
    const [tag, props] = node;
    if (SKIPPED.has(tag)) return;
    const heading = HEADING.exec(tag);
    if (heading) {
      const depth = Number(heading[1]);
      levels[depth - 1] = clean(text(node));
      for (let i = depth; i < levels.length; i++) levels[i] = null;
      anchor = typeof props?.id === "string" ? props.id : anchor;
      push(`lvl${depth}` as RecordType, null);
      return;
    }
    if (BLOCKS.has(tag) && !containsBlock(node)) {
      const value = clean(text(node));
      if (value.length > 2) push("content", value);
      return;
    }
    for (let i = 2; i < node.length; i++) walk(node[i] as TreeNode);
  };

  push("lvl1", source.description || null);
  walk(source.content);
  return records;
}
