// What the search benchmarks share: the static assets read from disk through the worker's own
// loading code (workers/search-engine.ts), varied queries drawn from any index's vocabulary, the cold
// measurements in a fresh process, and the index's files.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { SEARCH_BASE } from "../core/asset-paths";
import { HEAD_PATH, type IndexHead } from "../search/index-files";
import type { AssetFetcher } from "../workers/search-engine";

const root = resolve(import.meta.dirname, "..");

/** The ASSETS binding, answered from a folder (public/ or build/client); counts the bytes read. */
export function diskAssets(dir: string): AssetFetcher & { bytesRead: number } {
  const assets = {
    bytesRead: 0,
    async fetch(request: Request) {
      try {
        const body = await readFile(join(dir, decodeURIComponent(new URL(request.url).pathname)));
        assets.bytesRead += body.length;
        return new Response(body);
      } catch {
        return new Response("Not Found", { status: 404 });
      }
    },
  };
  return assets;
}

/**
 * `count` queries as readers type them, drawn from the index's own words (so they suit any
 * content): one to three words; a third of them cut short as if still being typed, a quarter
 * with two letters swapped. Deterministic.
 */
export function variedQueries(dir: string, count: number): string[] {
  const head = JSON.parse(readFileSync(join(dir, HEAD_PATH), "utf8")) as IndexHead;
  const words = head.terms.filter((term) => /^[a-z]{3,}$/.test(term));
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
  return Array.from({ length: count }, (_, i) => {
    const picked = Array.from({ length: 1 + random(3) }, () => words[random(words.length)]);
    const last = picked.length - 1;
    if (i % 3 === 0) picked[last] = picked[last].slice(0, 2 + random(3));
    if (i % 4 === 1) {
      const word = picked[0];
      const at = random(word.length - 1);
      picked[0] = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    }
    return picked.join(" ");
  });
}

export interface ColdSearch {
  firstAnswerMs: number;
  firstQueryBytes: number;
  heapAfter100QueriesMB: number;
  bytesReadBy100Queries: number;
  variedQueryMs: { p50: number; p95: number; max: number };
}

/** Measured in a fresh process (bench/search-heap.ts): a cold isolate, as far as Node can tell. */
export function coldSearch(assetsDir: string): ColdSearch {
  return JSON.parse(
    execFileSync("node", ["--expose-gc", "--import", "tsx", join(root, "bench/search-heap.ts"), assetsDir], { cwd: root, encoding: "utf8" }),
  ) as ColdSearch;
}

/** Files, bytes and gzip bytes of the search index under an assets folder, and its largest file. */
export function searchFiles(assetsDir: string) {
  const dir = join(assetsDir, SEARCH_BASE);
  const files = (readdirSync(dir, { recursive: true }) as string[]).map((name) => join(dir, name)).filter((file) => statSync(file).isFile());
  const sizes = files.map((file) => ({ file: file.slice(assetsDir.length), bytes: statSync(file).size }));
  return {
    files: files.length,
    bytes: sizes.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0),
    headBytes: statSync(join(assetsDir, HEAD_PATH)).size,
    largest: sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
  };
}
