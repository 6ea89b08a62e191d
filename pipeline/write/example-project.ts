// The docs' example project for readers: the lab (lab/: the model, the seed, the fixed credentials)
// as a .tar.gz the site serves, without what an install or a run makes (node_modules, dist, the
// database, uploads) and without the docs' own tooling notes (the lab's README and screenshots give
// way to EXAMPLE-PROJECT.md, the reader's three commands). Every entry gets the same time, so the
// same lab gives the same bytes.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { EXAMPLE_PROJECT_PATH } from "../../core/example-project";

const FOLDER = "strapi-docs-example-project";
const README = "EXAMPLE-PROJECT.md";
const LEFT_OUT = new Set(["node_modules", "dist", "build", ".tmp", ".strapi", ".cache", "screenshots", "types", "README.md", README]);
// 2025-01-15, the era of the release the project pins.
const MTIME = Date.UTC(2025, 0, 15) / 1000;

function filesOf(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(dir === base && LEFT_OUT.has(entry.name)))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesOf(path, base);
      // public/ holds what Strapi and the seed write there; only the empty uploads folder travels.
      if (relative(base, path).startsWith("public/") && relative(base, path) !== "public/uploads/.gitkeep") return [];
      return entry.isFile() ? [relative(base, path)] : [];
    })
    .sort();
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

/** One ustar header: a name of up to 100 bytes, or a prefix and a name for longer paths. */
function tarHeader(path: string, size: number, mode: number): Buffer {
  const header = Buffer.alloc(512);
  let name = path;
  let prefix = "";
  if (Buffer.byteLength(path) > 100) {
    const cut = path.lastIndexOf("/", 155);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  header.write(name, 0, 100);
  header.write(octal(mode, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(MTIME, 12), 136);
  header.write("        ", 148);
  header.write("0", 156);
  header.write("ustar\u000000", 257);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

/** A gzipped tar of `entries` (path → content), every file under FOLDER/. */
export function tarGz(entries: [path: string, content: Buffer][]): Buffer {
  const parts: Buffer[] = [];
  for (const [path, content] of entries) {
    parts.push(tarHeader(`${FOLDER}/${path}`, content.length, 0o644), content, Buffer.alloc((512 - (content.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

/** Writes the example project into `publicDir`; returns its size in bytes and its number of files. */
export function writeExampleProject(labDir: string, publicDir: string, readme: string): { bytes: number; files: number } {
  const entries: [string, Buffer][] = [
    [README, Buffer.from(readme)],
    ...filesOf(labDir).map((path): [string, Buffer] => [path, readFileSync(join(labDir, path))]),
  ];
  const archive = tarGz(entries);
  const target = join(publicDir, EXAMPLE_PROJECT_PATH);
  mkdirSync(join(target, ".."), { recursive: true });
  writeFileSync(target, archive);
  return { bytes: statSync(target).size, files: entries.length };
}
