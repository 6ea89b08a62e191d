// Stage 3: what each page shows around its content: its sidebar, breadcrumbs, prev/next, tags
// and edit link; and the tag pages.
import type { DocPageData, NavLink, PageSidebar } from "../../core/page-data";
import { pageUrl } from "../../core/routes";
import { site as siteConfig } from "../../core/site-config";
import { sidebarForPage } from "../../core/sidebar-tree";
import { treeText, type TreeNode } from "../../core/tree";
import { unlinkPlannedPages } from "../links";
import { sidebarDataFile } from "../sidebars/data-file";
import { resolveSidebars, UnknownIdError, type ResolvedSidebars } from "../sidebars/resolve";
import { tagHref, tagSlug } from "../tags";
import { NO_RUN_RECORDS, runRecordNote } from "./run-record";
import type { BuiltPage, BuiltTag, CompiledPage, SiteInput, StageReport } from "./types";

export interface AssembledSite {
  pages: BuiltPage[];
  tags: BuiltTag[];
  sidebars: ResolvedSidebars;
  /** Routes of planned pages: links to them show as plain text until they are written. */
  plannedPaths: Set<string>;
}

function firstSentence(tree: TreeNode): string {
  const text = treeText(tree).replace(/\s+/g, " ").trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text;
}

/** Tags merged by slug: labels that differ only in case share a page. */
function collectTags(sources: CompiledPage[]) {
  const tags = new Map<string, { label: string; sources: CompiledPage[] }>();
  for (const source of sources) {
    for (const label of source.frontmatter.tags ?? []) {
      const slug = tagSlug(label);
      const entry = tags.get(slug) ?? { label, sources: [] };
      if (!entry.sources.includes(source)) entry.sources.push(source);
      tags.set(slug, entry);
    }
  }
  return tags;
}

export function assembleSite(sources: CompiledPage[], input: SiteInput, report: StageReport): AssembledSite {
  const docs = new Map(
    sources
      .filter((s) => s.kind === "doc")
      .map((s) => [
        s.id,
        { id: s.id, path: s.path, title: s.frontmatter.title, sidebarLabel: s.frontmatter.sidebar_label, unlisted: s.frontmatter.unlisted ?? false },
      ]),
  );
  const planned = new Set(input.planned ?? []);
  let sidebars: ResolvedSidebars = { trees: new Map(), placements: new Map(), skipped: [] };
  try {
    sidebars = resolveSidebars(input.sidebars, docs, planned);
  } catch (error) {
    report.problems.push(`content/sidebars.ts: ${(error as Error).message}`);
  }
  if (sidebars.skipped.length) report.warnings.push(`${new Set(sidebars.skipped).size} sidebar entries point at planned pages that are not written yet`);
  for (const id of docs.keys()) if (planned.has(id)) report.problems.push(`content/planned.ts: "${id}" is written now: remove it from the planned list`);
  const plannedPaths = new Set([...planned].filter((id) => !docs.has(id)).map((id) => `/${id}`));
  const tagMap = collectTags(sources);
  const sidebarUrls = new Map([...sidebars.trees].map(([id, items]) => [id, sidebarDataFile(id, items).url]));
  const pageSidebar = (id: string, path: string): PageSidebar => ({
    id,
    url: sidebarUrls.get(id) ?? "",
    items: sidebarForPage(sidebars.trees.get(id) ?? [], path),
  });

  const pages = sources.map((source): BuiltPage => {
    const { compiled, frontmatter: fm } = source;
    let placement = sidebars.placements.get(source.id);
    if (fm.displayed_sidebar) {
      if (!sidebars.trees.has(fm.displayed_sidebar)) {
        report.problems.push(
          `${source.file}: ${new UnknownIdError("sidebar id", fm.displayed_sidebar, "in displayed_sidebar", sidebars.trees.keys()).message}`,
        );
      } else if (placement?.sidebarId !== fm.displayed_sidebar) {
        placement = { sidebarId: fm.displayed_sidebar, breadcrumbs: [], prev: null, next: null };
      }
    }
    const pagination = (key: "pagination_prev" | "pagination_next", fallback: NavLink | null | undefined): NavLink | null => {
      const value = fm[key];
      if (value === null) return null;
      if (value === undefined) return fallback ?? null;
      const doc = docs.get(value);
      if (!doc) {
        report.problems.push(`${source.file}: ${new UnknownIdError("doc id", value, `in ${key}`, docs.keys()).message}`);
        return null;
      }
      return { label: doc.sidebarLabel ?? doc.title, href: doc.path };
    };
    const data: DocPageData = {
      path: source.path,
      title: fm.title,
      description: fm.description ?? firstSentence(compiled.tree),
      content: unlinkPlannedPages(compiled.tree, plannedPaths),
      toc: compiled.toc,
      sidebar: placement ? pageSidebar(placement.sidebarId, source.path) : null,
      breadcrumbs: placement?.breadcrumbs ?? [],
      prev: pagination("pagination_prev", placement?.prev),
      next: pagination("pagination_next", placement?.next),
      editUrl: fm.custom_edit_url === null ? null : (fm.custom_edit_url ?? `${siteConfig.editUrlBase}/${source.id}.md`),
      tags: [...new Set((fm.tags ?? []).map(tagSlug))].map((slug) => ({ label: tagMap.get(slug)?.label ?? slug, href: pageUrl.tag(slug) })),
      unlisted: fm.unlisted ?? false,
      liveCode: compiled.liveCode,
      runRecord: runRecordNote(source.file, input.runRecords ?? NO_RUN_RECORDS),
    };
    return { id: source.id, file: source.file, kind: source.kind, frontmatter: fm, compiled, data };
  });

  // As on the original (Docusaurus) site: a tag page lists the tag's listed pages, and a tag that
  // only unlisted pages carry still has its page, listing them, but stays out of the tags index.
  const tags: BuiltTag[] = [...tagMap.entries()]
    .map(([slug, entry]) => {
      const listed = entry.sources.filter((source) => !source.frontmatter.unlisted);
      const shown = new Set((listed.length ? listed : entry.sources).map((source) => source.id));
      return {
        summary: { label: entry.label, slug, href: tagHref(entry.label), count: shown.size },
        pages: pages.filter((page) => shown.has(page.id)),
        unlisted: listed.length === 0,
      };
    })
    .sort((a, b) => a.summary.label.localeCompare(b.summary.label, "en", { sensitivity: "base" }));

  return { pages, tags, sidebars, plannedPaths };
}
