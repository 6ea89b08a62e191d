// Stage 1: every .mdx file of the content folder, with its id, route and frontmatter.
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { splitFrontmatter } from "../frontmatter";
import type { PageSource, StageReport } from "./types";

export const SNIPPETS = "snippets/";

/** Every .mdx file under `dir`, relative to it with forward slashes, sorted. */
export function mdxFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => name.split(sep).join("/"))
    .sort();
}

export function readSources(contentDir: string, report: StageReport): PageSource[] {
  const sources = mdxFiles(contentDir).flatMap((file): PageSource[] => {
    const id = file.replace(/\.mdx$/, "").replace(/(^|\/)index$/, "");
    try {
      const split = splitFrontmatter(readFileSync(join(contentDir, file), "utf8"), file);
      const path = split.frontmatter.slug ?? `/${id}`;
      return [{ id, file, path, ...split, kind: file.startsWith(SNIPPETS) ? "snippet" : "doc" }];
    } catch (error) {
      report.problems.push((error as Error).message);
      return [];
    }
  });
  const seen = new Map<string, string>();
  for (const source of sources) {
    const other = seen.get(source.path);
    if (other) report.warnings.push(`duplicate route ${source.path}: ${other} and ${source.file} (the later file wins)`);
    seen.set(source.path, source.file);
  }
  return sources;
}
