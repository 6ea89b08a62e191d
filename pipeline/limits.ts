// What Cloudflare Workers accepts, checked by the build itself so that it fails early and says
// what to do, rather than wrangler failing later with a file name and no remedy.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { MARKDOWN_BASE, PAGE_DATA_BASE, SEARCH_BASE } from "../core/asset-paths";
import type { IndexStats } from "./search/build-index";

/** Workers serves no static asset over 25 MiB; the worker bundle is held to the same bound. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/**
 * The size the built-in search engine is made for, in records. The 3,000-page stress set has
 * 135,000: there a worker isolate's search heap is about 15 MB after 100 queries, and a query
 * that matches every record takes tens of milliseconds. The head the isolate loads first and
 * the work of such queries grow with the records; past this size, use the hosted mode.
 */
export const SEARCH_RECORDS_SUPPORTED = 150_000;

export const HOSTED_SEARCH_REMEDY =
  "switch search to hosted Algolia: `npm run search:export` writes the records to upload, and SEARCH_APP_ID, SEARCH_API_KEY and SEARCH_INDEX at build time point the modal and /search at that index (README, Search)";

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function filesUnder(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, bytes: statSync(path).size };
    });
}

/** How to bring a static asset back under the limit, by what it is. */
function remedyFor(path: string): string {
  if (path.includes(`${SEARCH_BASE}/`)) return HOSTED_SEARCH_REMEDY;
  if (path.endsWith("llms-full.txt")) return "llms-full.txt holds every page listed in llms.txt: list fewer pages there, or split it by area";
  if (path.includes(`${PAGE_DATA_BASE}/`) || path.includes(`${MARKDOWN_BASE}/`) || /\.(data|html)$/.test(path)) return "split the page into several pages";
  return "make this file smaller or split it; Workers serves no static asset over 25 MiB";
}

/** Problems with the static assets under `dir` (public/ after build:content, build/client after the build). */
export function oversizedAssets(dir: string, root: string): string[] {
  return filesUnder(dir)
    .filter((file) => file.bytes > MAX_FILE_BYTES)
    .map(
      (file) => `${relative(root, file.path)} is ${mib(file.bytes)}, over the ${mib(MAX_FILE_BYTES)} Workers allows per static asset: ${remedyFor(file.path)}.`,
    );
}

/** Problems with the worker bundle (every module the worker uploads, under `dir`). */
export function oversizedWorker(dir: string, root: string): string[] {
  const files = filesUnder(dir).filter((file) => /\.(m?js|wasm)$/.test(file.path));
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  if (total <= MAX_FILE_BYTES) return [];
  const largest = files.sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  return [
    `the worker bundle (${relative(root, dir)}) is ${mib(total)}, over ${mib(MAX_FILE_BYTES)}; largest: ${largest.map((file) => `${relative(root, file.path)} ${mib(file.bytes)}`).join(", ")}. ` +
      "Content must reach the worker through the ASSETS binding, never by import: look for a module that imports content or a large dependency.",
  ];
}

/** A notice when the search index is past what the built-in engine is made for. */
export function searchScaleNotice(stats: IndexStats): string | null {
  if (stats.records <= SEARCH_RECORDS_SUPPORTED) return null;
  return `search: ${stats.records.toLocaleString("en")} records, past the ${SEARCH_RECORDS_SUPPORTED.toLocaleString("en")} the built-in engine is made for (it still works, but its memory and latency grow past its targets): ${HOSTED_SEARCH_REMEDY}.`;
}
