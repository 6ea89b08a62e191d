// Where the content CLIs read from and write to.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { SidebarsConfig } from "../../core/sidebar-config";

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

export async function readSiteConfig() {
  return {
    sidebars: await importDefault<SidebarsConfig>(resolve(contentDir, "sidebars.ts"), {}),
    planned: await importDefault<string[]>(resolve(contentDir, "planned.ts"), []),
    glossary: await importDefault<Record<string, string>>(resolve(contentDir, "glossary.ts"), {}),
    adminPaths: await importDefault<Record<string, readonly string[]>>(resolve(contentDir, "admin-paths.ts"), {}),
  };
}
