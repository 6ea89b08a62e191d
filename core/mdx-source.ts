// An MDX source read as text, before any parser: its frontmatter block, and which lines are prose
// and which are fenced code. The build (admonition titles, frontmatter) and the content tools
// (checks, statistics, lab examples) read sources this one way.

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The frontmatter block at the start of a source: its YAML and its whole text, fences included. */
export function frontmatterBlock(source: string): { yaml: string; block: string } | undefined {
  const match = FRONTMATTER.exec(source);
  return match ? { yaml: match[1], block: match[0] } : undefined;
}

/** The source with its frontmatter lines blanked, so line numbers stay those of the file. */
export function blankFrontmatter(source: string): string {
  const block = frontmatterBlock(source)?.block;
  return block === undefined ? source : block.replace(/[^\n]/g, "") + source.slice(block.length);
}

export interface SourceLine {
  /** 1-based. */
  line: number;
  text: string;
}

export interface FencedBlock {
  /** The fence's language, lower-cased ("" when none). */
  language: string;
  /** 1-based line of the first line of code. */
  line: number;
  code: string;
}

// A fence opens with three or more backticks or tildes, and closes with at least as many of the same
// character and nothing after them; one left open runs to the end (CommonMark).
const FENCE = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;

/** The lines outside fenced code blocks, and the blocks themselves. */
export function splitFences(source: string): { prose: SourceLine[]; blocks: FencedBlock[] } {
  const prose: SourceLine[] = [];
  const blocks: FencedBlock[] = [];
  let open: { marker: string; block: FencedBlock; lines: string[] } | undefined;
  const close = () => {
    if (!open) return;
    open.block.code = open.lines.join("\n");
    blocks.push(open.block);
    open = undefined;
  };
  source.split("\n").forEach((text, index) => {
    const line = index + 1;
    const fence = FENCE.exec(text);
    if (open) {
      if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2]) close();
      else open.lines.push(text);
    } else if (fence) open = { marker: fence[1], block: { language: fence[2].toLowerCase(), line: line + 1, code: "" }, lines: [] };
    else prose.push({ line, text });
  });
  close();
  return { prose, blocks };
}
