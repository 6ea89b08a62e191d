import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Writes a file, creating its folder. */
export function write(file: string, contents: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}
