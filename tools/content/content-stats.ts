// Counts what a content file holds, from its source: words of prose, code blocks, diagrams, tab sets.
export interface ContentStats {
  words: number;
  codeBlocks: number;
  diagrams: number;
  jsTsTabs: number;
}

export function contentStats(source: string): ContentStats {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
  let inFence = false;
  let words = 0;
  let codeBlocks = 0;
  let diagrams = 0;
  for (const line of body.split("\n")) {
    const fence = /^\s*(```|~~~)(\w*)/.exec(line);
    if (fence) {
      if (!inFence) {
        if (fence[2] === "mermaid") diagrams++;
        else codeBlocks++;
      }
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const prose = line
      .replace(/<[^>]*>/g, " ")
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/^:::\w+/, "");
    words += prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  }
  return { words, codeBlocks, diagrams, jsTsTabs: (body.match(/groupId="js-ts"/g) ?? []).length };
}
