// Every file the build writes goes through write(): a file that already holds what it would write is
// left alone, so a rebuild touches only what changed (in development, the dev server then serves
// and reloads only that); removeUnwritten() then deletes what an earlier build left and this one did not.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const written = new Set<string>();

/** Writes a file, creating its folder. */
export function write(file: string, contents: string) {
  written.add(resolve(file));
  if (existsSync(file) && readFileSync(file, "utf8") === contents) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Deletes the files under `dir` that write() did not write since the last call, and the folders this empties. */
function prune(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(join(dir, entry.name));
    if (entry.isDirectory() ? prune(path) : !written.has(path)) {
      if (entry.isDirectory()) rmdirSync(path);
      else unlinkSync(path);
    } else empty = false;
  }
  return empty;
}

/** Deletes, under the folders the build owns, what write() did not write since the last call. */
export function removeUnwritten(dirs: string[]) {
  for (const dir of dirs) if (existsSync(dir)) prune(dir);
  written.clear();
}
