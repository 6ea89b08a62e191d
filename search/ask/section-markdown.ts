// A section of a page as markdown, read from the page's markdown twin: the search index keeps the
// text of a section but not its code, lists or inline code, which an answer wants. The section is
// cut out of the twin by its headings (lines, so a large page costs little), then parsed; its
// blocks come back in page order, with those of its sub-sections (and their headings) marked.
import type { RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { toString } from "mdast-util-to-string";
import { gfmTable } from "micromark-extension-gfm-table";

export interface MarkdownBlock {
  node: RootContent;
  /** The block's text, without markup, for matching. */
  text: string;
  /** Under a deeper heading than the section's own (or that heading itself). */
  nested: boolean;
}

interface HeadingLine {
  line: number;
  depth: number;
  text: string;
}

/** A heading's text as the index spells it: no markup, spaces collapsed, lower case. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\\(.)/g, "$1")
    .replace(/[`*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The ATX headings of a twin, outside fenced code. */
function headingLines(lines: string[]): HeadingLine[] {
  const found: HeadingLine[] = [];
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
    const heading = !fence && !marker && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) found.push({ line: i, depth: heading[1].length, text: plain(heading[2]) });
  });
  return found;
}

/** Whether a twin's heading is the index's heading (badges may add words at the end). */
function sameHeading(heading: HeadingLine, wanted: string): boolean {
  const target = plain(wanted);
  return heading.text === target || heading.text.startsWith(target) || target.startsWith(heading.text);
}

/**
 * The markdown of the section under `headings` (outermost first; none for the page's
 * introduction), with its sub-sections, up to the next heading of the same or a higher level.
 * Undefined when the twin has no such section.
 */
export function sectionMarkdown(markdown: string, headings: string[]): string | undefined {
  const lines = markdown.split("\n");
  const all = headingLines(lines);
  const title = all.findIndex((heading) => heading.depth === 1);
  let index = title;
  let depth = 1;
  // Each heading of the path is looked for inside the section of the one before.
  for (const wanted of headings) {
    let found = -1;
    for (let i = index + 1; i < all.length && found < 0; i++) {
      if (all[i].depth <= depth) break;
      if (sameHeading(all[i], wanted)) found = i;
    }
    if (found < 0) return undefined;
    index = found;
    depth = all[found].depth;
  }
  // The introduction ends at the first heading; a section at the next one of its level or higher.
  const from = index < 0 ? 0 : all[index].line + 1;
  const next = all.slice(index + 1).find((heading) => headings.length === 0 || heading.depth <= depth);
  return lines.slice(from, next ? next.line : lines.length).join("\n");
}

/** The blocks of a section's markdown; for the introduction, without the twin's description and source line. */
export function sectionBlocks(markdown: string, introduction = false): MarkdownBlock[] {
  let nodes = fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] }).children;
  if (introduction) {
    if (nodes[0]?.type === "blockquote") nodes = nodes.slice(1);
    if (nodes[0] && /^Source:/.test(toString(nodes[0]))) nodes = nodes.slice(1);
  }
  let nested = false;
  return nodes.map((node) => {
    nested ||= node.type === "heading";
    return { node, text: toString(node), nested };
  });
}
