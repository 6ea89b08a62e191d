// A section of a page as blocks, from the page's twin blocks (the markdown twin parsed at build time,
// pipeline/markdown/twin-blocks.ts): the search index keeps the text of a section but not its code,
// lists or inline code, which an answer wants. Its blocks come back in page order, with those of its
// sub-sections (and their headings) marked.
import type { Heading, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";

export interface MarkdownBlock {
  node: RootContent;
  /** The block's text, without markup, for matching. */
  text: string;
  /** Under a deeper heading than the section's own (or that heading itself). */
  nested: boolean;
}

/** A heading's text for comparison (both sides are plain text already): spaces collapsed, lower case. */
function plain(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/** Whether a twin's heading is the index's heading (badges may add words at the end). */
function sameHeading(heading: string, wanted: string): boolean {
  const target = plain(wanted);
  return heading === target || heading.startsWith(target) || target.startsWith(heading);
}

/**
 * The blocks of the section under `headings` (outermost first; none for the page's introduction),
 * with its sub-sections, up to the next heading of the same or a higher level. Undefined when the
 * page has no such section.
 */
export function sectionOf(blocks: RootContent[], headings: string[]): RootContent[] | undefined {
  const all = blocks.flatMap((node, at) => (node.type === "heading" ? [{ at, depth: (node as Heading).depth, text: plain(toString(node)) }] : []));
  const title = all.findIndex((heading) => heading.depth === 1);
  let index = title;
  let depth = 1;
  // Each heading of the path is looked for inside the section of the one before.
  for (const wanted of headings) {
    let found = -1;
    for (let i = index + 1; i < all.length && found < 0; i++) {
      if (all[i].depth <= depth) break;
      if (sameHeading(all[i].text, wanted)) found = i;
    }
    if (found < 0) return undefined;
    index = found;
    depth = all[found].depth;
  }
  // The introduction ends at the first heading; a section at the next one of its level or higher.
  const from = index < 0 ? 0 : all[index].at + 1;
  const next = all.slice(index + 1).find((heading) => headings.length === 0 || heading.depth <= depth);
  return blocks.slice(from, next ? next.at : blocks.length);
}

/** A section's blocks, marked; for the introduction, without the twin's description and source line. */
export function sectionBlocks(section: RootContent[], introduction = false): MarkdownBlock[] {
  let nodes = section;
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
