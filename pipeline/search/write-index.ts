// Writes the search records and the prebuilt engine index as static assets the worker loads on first use.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildIndex } from "../../search/engine";
import type { SearchRecord } from "../../search/types";
import type { Site } from "../site";
import { extractRecords, sectionOf } from "./records";

export const SEARCH_DIR = "search";

export function siteRecords(site: Site): SearchRecord[] {
  return site.pages
    .filter((page) => page.kind === "doc" && !page.data.unlisted)
    .flatMap((page) => extractRecords({ path: page.data.path, title: page.data.title, description: page.data.description, section: sectionOf(page.data.path, page.data.breadcrumbs), content: page.data.content }));
}

export function writeSearchIndex(site: Site, dataDir: string): { records: number; indexBytes: number } {
  const records = siteRecords(site);
  const dir = join(dataDir, SEARCH_DIR);
  mkdirSync(dir, { recursive: true });
  const index = JSON.stringify(buildIndex(records));
  writeFileSync(join(dir, "records.json"), JSON.stringify(records));
  writeFileSync(join(dir, "index.json"), index);
  return { records: records.length, indexBytes: index.length };
}
