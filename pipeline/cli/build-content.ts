// `npm run build:content`: compile content/ (or $CONTENT_DIR) into public/_data and .generated/manifest.json.
import { writeOutputs } from "../outputs";
import { BuildFailure, loadSite, type CompileCache } from "../site";
import { contentDir, manifestFile, publicDir, readSiteConfig } from "./content-files";

/** Builds the content once; returns false (after printing why) when the content has problems. */
export async function buildContent(cache?: CompileCache): Promise<boolean> {
  const started = performance.now();
  try {
    const site = await loadSite({ contentDir, publicDir, ...(await readSiteConfig()), cache });
    const manifest = writeOutputs(site, publicDir, manifestFile);
    for (const warning of site.warnings) console.warn(`warning: ${warning}`);
    console.log(`content: ${manifest.pageCount} pages, ${manifest.tagCount} tags, ${manifest.routes.length} routes in ${Math.round(performance.now() - started)} ms`);
    return true;
  } catch (error) {
    console.error(error instanceof BuildFailure ? error.message : error);
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await buildContent())) process.exit(1);
}
