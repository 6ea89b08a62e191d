// The one place the build writes: page data, the search index, the markdown for tools (and its blocks for Ask AI), Ask AI's lexicon, reader questions and section stems, sitemap and
// robots.txt into the static assets; the prerender manifest and the worker's live-code list into .generated/.
import { join } from "node:path";
import { DATA_BASE, MARKDOWN_BASE } from "../../core/asset-paths";
import type { BuildManifest } from "../../core/build-manifest";
import type { HomeContent } from "../../core/page-data";
import { RENDERED_PER_REQUEST } from "../../core/routes";
import { site as siteConfig } from "../../core/site-config";
import { writeMarkdownOutputs, type MarkdownOutputs } from "../markdown/write";
import type { IndexStats } from "../search/build-index";
import { writeAskLexicon } from "../ask/lexicon";
import { writeReaderQuestions } from "../ask/reader-questions";
import { writeSectionStems } from "../ask/section-stems";
import type { WrittenQuestions } from "../../search/ask/reader-questions";
import type { SearchRecord } from "../../search/types";
import { writeSearchIndex } from "../search/write-index";
import type { Site } from "../site/types";
import { robotsTxt, sitemap } from "./crawlers";
import { writeData } from "./data";
import { removeUnwritten, write } from "./file";

export interface OutputPaths {
  publicDir: string;
  manifestFile: string;
  /** The paths of the pages with live code, which the worker imports (workers/live-code-pages.ts). */
  liveCodePagesFile: string;
}

export interface SiteOutputs {
  manifest: BuildManifest;
  search: IndexStats & { ms: number };
  markdown: MarkdownOutputs & { ms: number };
  askLexicon: ReturnType<typeof writeAskLexicon> & { ms: number };
  readerQuestions: { bytes: number };
  sectionStems: { bytes: number; ms: number };
}

const timed = <T>(run: () => T): T & { ms: number } => {
  const started = performance.now();
  return { ...run(), ms: Math.round(performance.now() - started) };
};

/**
 * `records`: the site's search records (`siteRecords`), made once by the caller; `questions`: the pages' questions
 * matched to their sections (pipeline/ask/reader-questions.ts), whose numbers index that same array.
 */
export function writeSite(
  site: Site,
  home: HomeContent,
  paths: OutputPaths,
  { records, questions }: { records: SearchRecord[]; questions: WrittenQuestions },
): SiteOutputs {
  const manifest: BuildManifest = {
    builtAt: new Date().toISOString(),
    version: siteConfig.version,
    routes: site.routes.filter((route) => !RENDERED_PER_REQUEST.has(route)),
    pageCount: site.pages.length,
    tagCount: site.tags.length,
  };
  writeData(site, home, paths.publicDir, manifest.builtAt);
  const search = timed(() => writeSearchIndex(records, paths.publicDir));
  const markdown = timed(() => writeMarkdownOutputs(site, paths.publicDir));
  const askLexicon = timed(() => writeAskLexicon(records, paths.publicDir));
  const askQuestions = writeReaderQuestions(questions, records, paths.publicDir, askLexicon.isWord);
  const sectionStems = timed(() => writeSectionStems(records, paths.publicDir));
  write(join(paths.publicDir, "sitemap.xml"), sitemap(site));
  write(join(paths.publicDir, "robots.txt"), robotsTxt());
  removeUnwritten([join(paths.publicDir, DATA_BASE), join(paths.publicDir, MARKDOWN_BASE)]);
  write(paths.liveCodePagesFile, JSON.stringify(site.pages.filter((page) => page.data.liveCode).map((page) => page.data.path)));
  // Last: in development its change tells the dev server the build is done (pipeline/dev/content-reload.ts).
  write(paths.manifestFile, JSON.stringify(manifest, null, 1));
  return { manifest, search, markdown, askLexicon, readerQuestions: askQuestions, sectionStems };
}
