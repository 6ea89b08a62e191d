// Writes the search index (search/index-files.ts) as static assets the worker reads in parts.
import { join } from "node:path";
import type { SearchRecord } from "../../search/types";
import type { Site } from "../site/types";
import { write } from "../write/file";
import { buildSearchIndex, type IndexStats } from "./build-index";
import { extractRecords, sectionOf } from "./records";

export function siteRecords(site: Site): SearchRecord[] {
  return site.pages
    .filter((page) => page.kind === "doc" && !page.data.unlisted)
    .flatMap((page) =>
      extractRecords({
        path: page.data.path,
        title: page.data.title,
        description: page.data.description,
        section: sectionOf(page.data.path, page.data.breadcrumbs),
        content: page.data.content,
      }),
    );
}

/** `records`: `siteRecords(site)`; `publicDir` is the static assets' root: file paths are its URL paths (/_data/search/…). */
export function writeSearchIndex(records: SearchRecord[], publicDir: string): IndexStats {
  return buildSearchIndex(records, (path, text) => write(join(publicDir, path), text));
}
