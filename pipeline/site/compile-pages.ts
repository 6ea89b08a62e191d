// Stage 2: every source compiled once, snippets first so that pages can inline them. With a cache
// (watch mode) a file is compiled again only when it or what it reads has changed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SCREENSHOT_MANIFEST, type ScreenshotEntry, type ScreenshotManifest } from "../../components/images/screenshots";
import { inputsReadBy } from "../../components/registry";
import { snippetNames } from "../../components/snippet/snippet";
import type { TreeNode } from "../../core/tree";
import { ContentError } from "../errors";
import { compileMdx } from "../mdx/compile";
import { SNIPPETS } from "./read-sources";
import type { CompiledPage, PageSource, SiteInput, StageReport } from "./types";

/** The screenshots listed in `publicDir`'s manifest (none when there is no manifest). */
export function readScreenshotManifest(publicDir: string): Record<string, ScreenshotEntry> {
  const file = join(publicDir, SCREENSHOT_MANIFEST);
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, "utf8")) as ScreenshotManifest;
  return manifest.screenshots ?? {};
}

export async function compilePages(sources: PageSource[], input: SiteInput, report: StageReport): Promise<CompiledPage[]> {
  let screenshots = input.screenshots;
  if (!screenshots) {
    try {
      screenshots = readScreenshotManifest(input.publicDir);
    } catch (error) {
      report.problems.push(`public/${SCREENSHOT_MANIFEST}: ${(error as Error).message}`);
    }
  }
  // A source is compiled again when it changes, or when an input its components read does: glossary
  // edits recompile the pages that annotate terms, new screenshots the pages that show them, and a
  // snippet's edit the sources that name it (snippets are compiled first, so their trees are known).
  const inputKeys = {
    glossary: JSON.stringify(input.glossary ?? {}),
    adminPaths: JSON.stringify(input.adminPaths ?? {}),
    screenshots: JSON.stringify(screenshots ?? {}),
  };
  const snippetKeys = new Map<string, string>();
  const cacheKey = (source: PageSource) => {
    const read = inputsReadBy(source.body);
    const inputs = Object.entries(inputKeys).map(([name, key]) => (read.has(name as keyof typeof inputKeys) ? key : ""));
    const named = read.has("snippets") ? (snippetNames(source.body) ?? [...snippetKeys.keys()]) : [];
    return [source.frontmatter.toc_max_heading_level ?? 3, ...inputs, ...named.map((name) => snippetKeys.get(name) ?? ""), source.body].join("\n");
  };

  const ordered = [...sources.filter((s) => s.kind === "snippet"), ...sources.filter((s) => s.kind === "doc")];
  const snippetTrees = new Map<string, TreeNode>();
  const compiled: CompiledPage[] = [];
  for (const source of ordered) {
    const key = cacheKey(source);
    let result = input.cache?.get(source.file)?.source === key ? input.cache.get(source.file)?.compiled : undefined;
    if (!result) {
      try {
        result = await compileMdx({
          file: source.file,
          body: source.body,
          tocMaxLevel: source.frontmatter.toc_max_heading_level,
          snippets: snippetTrees,
          glossary: input.glossary,
          adminPaths: input.adminPaths,
          screenshots,
        });
      } catch (error) {
        report.problems.push(error instanceof ContentError ? error.message : `${source.file}: ${(error as Error).message}`);
        continue;
      }
      input.cache?.set(source.file, { source: key, compiled: result });
      report.warnings.push(...result.warnings);
    }
    if (source.kind === "snippet") {
      const name = source.id.slice(SNIPPETS.length);
      snippetTrees.set(name, result.tree);
      snippetKeys.set(name, JSON.stringify(result.tree));
    }
    compiled.push({ ...source, compiled: result });
  }
  return compiled;
}
