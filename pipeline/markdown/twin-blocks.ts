// Ask AI quotes a page's sections as blocks (lists, tables, code: search/ask/section-blocks.ts). The
// build parses each markdown twin once and writes its top-level blocks as JSON, so the worker reads
// them with JSON.parse and carries no markdown parser.
import type { RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";

/** The top-level blocks of a twin as JSON, without source positions (no reader needs them). */
export function twinBlocksJson(markdown: string): string {
  const tree = fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  return JSON.stringify(tree.children, (key, value: unknown) => (key === "position" ? undefined : value));
}

/** The blocks as the worker reads them. */
export function twinBlocks(markdown: string): RootContent[] {
  return JSON.parse(twinBlocksJson(markdown)) as RootContent[];
}
