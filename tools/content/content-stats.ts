// Counts what a content file holds, from its source: words of prose, code blocks, diagrams, tab sets.
import { blankFrontmatter, splitFences } from "../../core/mdx-source";

export interface ContentStats {
  words: number;
  codeBlocks: number;
  diagrams: number;
  jsTsTabs: number;
}

export function contentStats(source: string): ContentStats {
  const body = blankFrontmatter(source);
  const { prose, blocks } = splitFences(body);
  let words = 0;
  for (const { text } of prose) {
    const line = text
      .replace(/<[^>]*>/g, " ")
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/^:::\w+/, "");
    words += line.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  }
  const diagrams = blocks.filter((block) => block.language === "mermaid").length;
  return { words, codeBlocks: blocks.length - diagrams, diagrams, jsTsTabs: (body.match(/groupId="js-ts"/g) ?? []).length };
}
