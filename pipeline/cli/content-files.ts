// Where the content CLIs read from and write to.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentConfig } from "../site/types";

export const root = resolve(import.meta.dirname, "../..");
export const contentDir = resolve(root, process.env.CONTENT_DIR ?? "content");
export const publicDir = resolve(root, "public");
export const manifestFile = resolve(root, ".generated/manifest.json");
/** The paths of the pages with live code, which the worker imports (workers/live-code-pages.ts). */
export const liveCodePagesFile = resolve(root, ".generated/live-code-pages.json");

async function importDefault<T>(file: string, fallback: T): Promise<T> {
  if (!existsSync(file)) return fallback;
  // A query string defeats the module cache, so watch mode sees edits to sidebars.
  return ((await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { default: T }).default;
}

/** The content folder's config files: each a module whose default export is one input of the build. */
export async function readSiteConfig(): Promise<Required<ContentConfig>> {
  const read = <T>(file: string, fallback: T) => importDefault<T>(resolve(contentDir, file), fallback);
  return {
    sidebars: await read("sidebars.ts", {}),
    planned: await read<string[]>("planned.ts", []),
    glossary: await read("glossary.ts", {}),
    adminPaths: await read("admin-paths.ts", {}),
  };
}
