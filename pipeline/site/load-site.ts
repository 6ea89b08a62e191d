// Loads a content folder into the whole site, in four stages (pipeline/site/): read the files,
// compile each page once, assemble sidebars, tags and page data, check every link. Every stage
// runs even when an earlier one found problems, so one build reports them all; then it throws.
import { FIXED_ROUTES } from "../../core/routes";
import { assembleSite } from "./assemble";
import { checkSiteLinks } from "./check-site-links";
import { compilePages } from "./compile-pages";
import { readSources } from "./read-sources";
import { BuildFailure, type Site, type SiteInput, type StageReport } from "./types";

export async function loadSite(input: SiteInput): Promise<Site> {
  const report: StageReport = { problems: [], warnings: [] };
  const sources = readSources(input.contentDir, report);
  const compiled = await compilePages(sources, input, report);
  const { pages, tags, sidebars, plannedPaths } = assembleSite(compiled, input, report);
  const routes = [...FIXED_ROUTES.map((route) => route.path), ...tags.map((tag) => tag.summary.href), ...pages.map((page) => page.data.path)];
  report.problems.push(...checkSiteLinks(pages, routes, plannedPaths, input.publicDir));
  if (report.problems.length) throw new BuildFailure(report.problems);
  return { pages, tags, sidebars, routes, warnings: report.warnings };
}
