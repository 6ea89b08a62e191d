// `npm run build:content`: compile content/ (or $CONTENT_DIR) and write everything the app, the
// worker and tools read (pipeline/write/write-site.ts), and the docs' example project for readers
// (pipeline/write/example-project.ts); fails when a file is over what Workers serves.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { home as homeContent } from "../../content/home";
import { resolveHome } from "../home";
import { oversizedAssets, searchScaleNotice } from "../limits";
import { readReaderQuestions } from "../ask/reader-questions";
import { siteRecords } from "../search/write-index";
import { loadSite } from "../site/load-site";
import { BuildFailure, type CompileCache } from "../site/types";
import { writeExampleProject } from "../write/example-project";
import { writeSite } from "../write/write-site";
import { contentDir, liveCodePagesFile, manifestFile, publicDir, readRunRecords, readSiteConfig, root } from "./content-files";

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Builds the content once; returns false (after printing why) when the content has problems. */
export async function buildContent(cache?: CompileCache): Promise<boolean> {
  const started = performance.now();
  try {
    // Before the pages: their links to it are checked against the public files.
    const readme = readFileSync(join(root, "pipeline", "write", "example-project-readme.md"), "utf8");
    const example = writeExampleProject(join(root, "lab"), publicDir, readme);
    console.log(`example project: ${example.files} files, ${kB(example.bytes)}`);
    const config = await readSiteConfig();
    const site = await loadSite({ contentDir, publicDir, ...config, cache, runRecords: readRunRecords() });
    const home = resolveHome(homeContent, new Set(site.routes), new Set(config.planned));
    if (home.problems.length) throw new BuildFailure(home.problems);
    const records = siteRecords(site);
    const questions = readReaderQuestions(contentDir, site, records);
    if (questions.problems.length) throw new BuildFailure(questions.problems);
    const { manifest, search, markdown, askLexicon, readerQuestions, sectionStems } = writeSite(
      site,
      home.home,
      { publicDir, manifestFile, liveCodePagesFile },
      { records, questions },
    );
    if (home.omitted.length) console.warn(`warning: the home page leaves out ${home.omitted.length} links to planned pages: ${home.omitted.join(", ")}`);
    for (const warning of site.warnings) console.warn(`warning: ${warning}`);
    console.log(
      `content: ${manifest.pageCount} pages, ${manifest.tagCount} tags, ${manifest.routes.length} routes in ${Math.round(performance.now() - started)} ms`,
    );
    console.log(
      `markdown: ${markdown.pages} pages, llms.txt ${kB(markdown.llmsTxtBytes)}, llms-full.txt ${kB(markdown.llmsFullBytes)}, twin blocks ${kB(markdown.twinBlocksBytes)} in ${markdown.ms} ms`,
    );
    console.log(
      `search: ${search.records} records, ${search.terms} terms in ${search.termShards} shards, ${search.recordChunks} record chunks; ${kB(search.bytes)}, largest ${search.largest.path} ${kB(search.largest.bytes)}; in ${search.ms} ms`,
    );
    console.log(`ask lexicon: ${askLexicon.synonyms} synonyms, ${kB(askLexicon.bytes)} in ${askLexicon.ms} ms`);
    console.log(`reader questions: ${questions.questions} for ${questions.sections.length} sections, ${kB(readerQuestions.bytes)}`);
    console.log(`ask section stems: ${kB(sectionStems.bytes)} in ${sectionStems.ms} ms`);
    const notice = searchScaleNotice(search);
    if (notice) console.warn(`warning: ${notice}`);
    const oversized = oversizedAssets(publicDir, root);
    if (oversized.length) throw new BuildFailure(oversized);
    return true;
  } catch (error) {
    console.error(error instanceof BuildFailure ? error.message : error);
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await buildContent())) process.exit(1);
}
