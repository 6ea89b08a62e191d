// Parses a code fence's meta string: title="file.js" {1,3-5} live. Other quoted attributes are for
// the tools and are ignored here (the server-side harness reads `illustrative="…"` and `expect="…"`).
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  live: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? "";
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  // Quoted values (a title, an illustrative reason) may hold braces or the word "live".
  const bare = text.replace(/\b[\w-]+=(?:"[^"]*"|'[^']*')/g, " ");
  const ranges = /\{([\d,\s-]+)\}/.exec(bare)?.[1] ?? "";
  const highlightLines = new Set<number>();
  for (const part of ranges.split(",")) {
    const [from, to] = part.trim().split("-").map(Number);
    if (!from) continue;
    for (let line = from; line <= (to || from); line++) highlightLines.add(line);
  }
  const withoutTitle = title ? bare.replace(title[0], "") : bare;
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlightLines, live: /(^|\s)live(\s|$)/.test(withoutTitle) };
}
