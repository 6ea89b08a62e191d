// `npm run build:content`: compile content/ (or $CONTENT_DIR) into public/_data (page data and
// the search index), the markdown for tools (public/_md, llms.txt, llms-full.txt),
// .generated/manifest.json and .generated/live-code-pages.json; fails when a file is over what Workers serves.
import { writeMarkdownOutputs } from "../markdown/write";
import { join } from "node:path";
import { home as homeContent } from "../../content/home";
import { resolveHome } from "../home";
import { oversizedAssets, searchScaleNotice } from "../limits";
import { DATA_DIR, write, writeOutputs } from "../outputs";
import { writeSearchIndex } from "../search/write-index";
import { BuildFailure, loadSite, type CompileCache } from "../site";
import { contentDir, liveCodePagesFile, manifestFile, publicDir, readSiteConfig, root } from "./content-files";

/** Builds the content once; returns false (after printing why) when the content has problems. */
export async function buildContent(cache?: CompileCache): Promise<boolean> {
  const started = performance.now();
  try {
    const config = await readSiteConfig();
    const site = await loadSite({ contentDir, publicDir, ...config, cache });
    const home = resolveHome(homeContent, new Set(site.routes), new Set(config.planned));
    if (home.problems.length) throw new BuildFailure(home.problems);
    const manifest = writeOutputs(site, publicDir, manifestFile);
    write(liveCodePagesFile, JSON.stringify(site.pages.filter((page) => page.data.liveCode).map((page) => page.data.path)));
    write(join(publicDir, DATA_DIR, "home.json"), JSON.stringify(home.home));
    if (home.omitted.length) console.warn(`warning: the home page leaves out ${home.omitted.length} links to planned pages: ${home.omitted.join(", ")}`);
    const searchStarted = performance.now();
    const search = writeSearchIndex(site, publicDir);
    const searchMs = Math.round(performance.now() - searchStarted);
    const markdownStarted = performance.now();
    const markdown = writeMarkdownOutputs(site, publicDir);
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    for (const warning of site.warnings) console.warn(`warning: ${warning}`);
    console.log(`content: ${manifest.pageCount} pages, ${manifest.tagCount} tags, ${manifest.routes.length} routes in ${Math.round(performance.now() - started)} ms`);
    console.log(
      `markdown: ${markdown.pages} pages, llms.txt ${kB(markdown.llmsTxtBytes)}, llms-full.txt ${kB(markdown.llmsFullBytes)} in ${Math.round(performance.now() - markdownStarted)} ms`,
    );
    console.log(
      `search: ${search.records} records, ${search.terms} terms in ${search.termShards} shards, ${search.recordChunks} record chunks; ${kB(search.bytes)}, largest ${search.largest.path} ${kB(search.largest.bytes)}; in ${searchMs} ms`,
    );
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
