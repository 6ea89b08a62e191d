// The outline an author gives <InteractiveProjectStructure tree={`...`} />: one entry per line,
// its full path (folders end with "/"), then " # " and what it is for. A folder is listed
// before what it contains. Leading spaces are ignored (MDX strips some inside expressions).
//   config/ # One file per configuration area.
//   config/server.ts # Host, port and public URL.
// Checked at build time (pipeline) and read again by the lazy file tree in the browser.

export interface OutlineEntry {
  /** File or folder name, without the trailing slash of a folder. */
  name: string;
  /** Path from the project root, folders ending with "/". */
  path: string;
  description: string;
  /** Present on folders only. */
  children?: OutlineEntry[];
}

const LINE = /^(\S+) +# +(\S.*)$/;

export function parseProjectOutline(text: string): OutlineEntry[] {
  const root: OutlineEntry[] = [];
  const folders = new Map<string, OutlineEntry[]>([["", root]]);
  const seen = new Set<string>();
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const where = `line ${index + 1} ("${line}")`;
    const match = LINE.exec(line);
    if (!match) throw new Error(`${where}: write "path # what it is for" (no spaces in the path)`);
    const [, path, description] = match as unknown as [string, string, string];
    const isFolder = path.endsWith("/");
    const parent = path.slice(0, path.lastIndexOf("/", path.length - 2) + 1);
    const name = path.slice(parent.length, isFolder ? -1 : undefined);
    const siblings = folders.get(parent);
    if (!name || path.startsWith("/")) throw new Error(`${where}: "${path}" is not a relative path`);
    if (!siblings) throw new Error(`${where}: list the folder "${parent}" on a line before it`);
    if (seen.has(path)) throw new Error(`${where}: "${path}" is listed twice`);
    seen.add(path);
    const entry: OutlineEntry = { name, path, description, ...(isFolder ? { children: [] } : {}) };
    siblings.push(entry);
    if (entry.children) folders.set(path, entry.children);
  });
  if (!root.length) throw new Error("the outline is empty");
  return root;
}
