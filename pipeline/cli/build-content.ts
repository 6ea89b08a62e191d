// `npm run build:content`: compile content/ (or $CONTENT_DIR) into public/_data and .generated/manifest.json.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { writeOutputs } from "../outputs";
import { BuildFailure, loadSite } from "../site";
import type { SidebarsConfig } from "../sidebars/types";

const root = resolve(import.meta.dirname, "../..");
const contentDir = resolve(root, process.env.CONTENT_DIR ?? "content");

async function importDefault<T>(file: string, fallback: T): Promise<T> {
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as { default: T }).default : fallback;
}

const started = performance.now();
try {
  const sidebars = await importDefault<SidebarsConfig>(resolve(contentDir, "sidebars.ts"), {});
  const planned = await importDefault<string[]>(resolve(contentDir, "planned.ts"), []);
  const site = await loadSite({ contentDir, publicDir: resolve(root, "public"), sidebars, planned });
  const manifest = writeOutputs(site, resolve(root, "public"), resolve(root, ".generated/manifest.json"));
  for (const warning of site.warnings) console.warn(`warning: ${warning}`);
  console.log(`content: ${manifest.pageCount} pages, ${manifest.tagCount} tags, ${manifest.routes.length} routes in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exit(1);
}
