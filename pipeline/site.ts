// Loads a content folder into the whole site: every page compiled once, sidebars
// resolved, tags collected, and every link checked. Throws with all problems found.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { DocPageData, NavLink, TagSummary } from "../core/page-data";
import { sidebarForPage } from "../core/sidebar-tree";
import { treeText, type TreeNode } from "../core/tree";
import { site as siteConfig } from "../core/site-config";
import { SCREENSHOT_MANIFEST, type ScreenshotEntry, type ScreenshotManifest } from "./mdx/screenshots";
import { FIXED_ROUTES } from "../core/routes";
import { ContentError } from "./errors";
import { splitFrontmatter, type Frontmatter } from "./frontmatter";
import { checkLinks, unlinkPlannedPages } from "./links";
import { compileMdx, type CompiledMdx } from "./mdx/compile";
import { resolveSidebars, UnknownIdError, type ResolvedSidebars } from "./sidebars/resolve";
import type { SidebarsConfig } from "./sidebars/types";
import { tagHref, tagSlug } from "./tags";

export interface SiteInput {
  contentDir: string;
  publicDir: string;
  sidebars: SidebarsConfig;
  /** Doc ids the sidebars may name before their page is written. */
  planned?: Iterable<string>;
  /** Terms and definitions that `<Annotation term>` may use. */
  glossary?: Readonly<Record<string, string>>;
  /** Admin panel paths that `<AdminPath page>` may show. */
  adminPaths?: Readonly<Record<string, readonly string[]>>;
  /** Screenshots `<Screenshot id>` may show; read from publicDir's screenshot manifest when not given. */
  screenshots?: Readonly<Record<string, ScreenshotEntry>>;
  /** Compiled pages of an earlier load (watch mode): unchanged files are not compiled again. */
  cache?: CompileCache;
}

export type CompileCache = Map<string, { source: string; compiled: CompiledMdx }>;

export interface BuiltPage {
  id: string;
  /** Source file relative to the content folder. */
  file: string;
  kind: "doc" | "snippet";
  frontmatter: Frontmatter;
  compiled: CompiledMdx;
  data: DocPageData;
}

export interface BuiltTag {
  summary: TagSummary;
  pages: BuiltPage[];
  /** Only unlisted pages carry it: its page exists but the tags index leaves it out. */
  unlisted: boolean;
}

export interface Site {
  pages: BuiltPage[];
  tags: BuiltTag[];
  sidebars: ResolvedSidebars;
  /** Every route the site serves as a prerendered page. */
  routes: string[];
  warnings: string[];
}

export class BuildFailure extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "BuildFailure";
  }
}

function listMdx(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => name.split(sep).join("/"))
    .sort();
}

const SNIPPETS = "snippets/";

/** The screenshots listed in `publicDir`'s manifest (none when there is no manifest). */
export function readScreenshotManifest(publicDir: string): Record<string, ScreenshotEntry> {
  const file = join(publicDir, SCREENSHOT_MANIFEST);
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, "utf8")) as ScreenshotManifest;
  return manifest.screenshots ?? {};
}

function firstSentence(tree: TreeNode): string {
  const text = treeText(tree).replace(/\s+/g, " ").trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text;
}

export async function loadSite(input: SiteInput): Promise<Site> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const files = listMdx(input.contentDir);

  const sources = files.flatMap((file) => {
    const id = file.replace(/\.mdx$/, "").replace(/(^|\/)index$/, "");
    try {
      const split = splitFrontmatter(readFileSync(join(input.contentDir, file), "utf8"), file);
      const path = split.frontmatter.slug ?? `/${id}`;
      return [{ id, file, path, ...split, kind: (file.startsWith(SNIPPETS) ? "snippet" : "doc") as BuiltPage["kind"] }];
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  });

  const seen = new Map<string, string>();
  for (const source of sources) {
    const other = seen.get(source.path);
    if (other) warnings.push(`duplicate route ${source.path}: ${other} and ${source.file} (the later file wins)`);
    seen.set(source.path, source.file);
  }

  // Snippets first, so pages can inline them.
  const snippetTrees = new Map<string, TreeNode>();
  const compiled = new Map<string, CompiledMdx>();
  const ordered = [...sources.filter((s) => s.kind === "snippet"), ...sources.filter((s) => s.kind === "doc")];
  // Glossary edits must recompile the pages that annotate terms, and new screenshots the pages that show them.
  const glossaryKey = JSON.stringify(input.glossary ?? {});
  const adminPathsKey = JSON.stringify(input.adminPaths ?? {});
  let screenshots = input.screenshots;
  if (!screenshots) {
    try {
      screenshots = readScreenshotManifest(input.publicDir);
    } catch (error) {
      problems.push(`public/${SCREENSHOT_MANIFEST}: ${(error as Error).message}`);
    }
  }
  const screenshotsKey = JSON.stringify(screenshots ?? {});
  const cacheKey = (source: (typeof sources)[number]) =>
    `${source.frontmatter.toc_max_heading_level ?? 3}\n${source.body.includes("<Annotation") ? glossaryKey : ""}\n${source.body.includes("<AdminPath") ? adminPathsKey : ""}\n${source.body.includes("<Screenshot") ? screenshotsKey : ""}\n${source.body}`;
  // A changed snippet may be inlined anywhere: start afresh.
  if (ordered.some((s) => s.kind === "snippet" && input.cache?.get(s.file)?.source !== cacheKey(s))) input.cache?.clear();
  for (const source of ordered) {
    const cached = input.cache?.get(source.file);
    if (cached?.source === cacheKey(source)) {
      compiled.set(source.id, cached.compiled);
      if (source.kind === "snippet") snippetTrees.set(source.id.slice(SNIPPETS.length), cached.compiled.tree);
      continue;
    }
    try {
      const result = await compileMdx({
        file: source.file,
        body: source.body,
        tocMaxLevel: source.frontmatter.toc_max_heading_level,
        snippets: snippetTrees,
        glossary: input.glossary,
        adminPaths: input.adminPaths,
        screenshots,
      });
      compiled.set(source.id, result);
      input.cache?.set(source.file, { source: cacheKey(source), compiled: result });
      warnings.push(...result.warnings);
      if (source.kind === "snippet") snippetTrees.set(source.id.slice(SNIPPETS.length), result.tree);
    } catch (error) {
      problems.push(error instanceof ContentError ? error.message : `${source.file}: ${(error as Error).message}`);
    }
  }
  const built = ordered.filter((source) => compiled.has(source.id));

  let sidebars: ResolvedSidebars = { trees: new Map(), placements: new Map(), skipped: [] };
  const docs = new Map(
    built
      .filter((s) => s.kind === "doc")
      .map((s) => [s.id, { id: s.id, path: s.path, title: s.frontmatter.title, sidebarLabel: s.frontmatter.sidebar_label, unlisted: s.frontmatter.unlisted ?? false }]),
  );
  try {
    sidebars = resolveSidebars(input.sidebars, docs, new Set(input.planned ?? []));
  } catch (error) {
    problems.push(`content/sidebars.ts: ${(error as Error).message}`);
  }
  if (sidebars.skipped.length) warnings.push(`${new Set(sidebars.skipped).size} sidebar entries point at planned pages that are not written yet`);
  const planned = new Set(input.planned ?? []);
  for (const id of docs.keys()) if (planned.has(id)) problems.push(`content/planned.ts: "${id}" is written now: remove it from the planned list`);
  const plannedPaths = new Set([...planned].filter((id) => !docs.has(id)).map((id) => `/${id}`));

  // Tags, merged by slug (labels that differ only in case share a page).
  const tagMap = new Map<string, { label: string; sources: typeof built }>();
  for (const source of built) {
    for (const label of source.frontmatter.tags ?? []) {
      const slug = tagSlug(label);
      const entry = tagMap.get(slug) ?? { label, sources: [] };
      if (!entry.sources.includes(source)) entry.sources.push(source);
      tagMap.set(slug, entry);
    }
  }

  const pages: BuiltPage[] = built.map((source) => {
    const result = compiled.get(source.id)!;
    const fm = source.frontmatter;
    let placement = sidebars.placements.get(source.id);
    if (fm.displayed_sidebar) {
      if (!sidebars.trees.has(fm.displayed_sidebar)) {
        problems.push(`${source.file}: ${new UnknownIdError("sidebar id", fm.displayed_sidebar, "in displayed_sidebar", sidebars.trees.keys()).message}`);
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
        problems.push(`${source.file}: ${new UnknownIdError("doc id", value, `in ${key}`, docs.keys()).message}`);
        return null;
      }
      return { label: doc.sidebarLabel ?? doc.title, href: doc.path };
    };
    const data: DocPageData = {
      path: source.path,
      title: fm.title,
      description: fm.description ?? firstSentence(result.tree),
      content: unlinkPlannedPages(result.tree, plannedPaths),
      toc: result.toc,
      sidebar: placement ? { id: placement.sidebarId, items: sidebarForPage(sidebars.trees.get(placement.sidebarId) ?? [], source.path) } : null,
      breadcrumbs: placement?.breadcrumbs ?? [],
      prev: pagination("pagination_prev", placement?.prev),
      next: pagination("pagination_next", placement?.next),
      editUrl: fm.custom_edit_url === null ? null : (fm.custom_edit_url ?? `${siteConfig.editUrlBase}/${source.id}.md`),
      tags: [...new Set((fm.tags ?? []).map(tagSlug))].map((slug) => ({ label: tagMap.get(slug)?.label ?? slug, href: `/tags/${slug}` })),
      unlisted: fm.unlisted ?? false,
      liveCode: result.liveCode,
    };
    return { id: source.id, file: source.file, kind: source.kind, frontmatter: fm, compiled: result, data };
  });

  // As on the original (Docusaurus) site: a tag page lists the tag's listed pages, and a tag that
  // only unlisted pages carry still has its page, listing them, but stays out of the tags index.
  const tags: BuiltTag[] = [...tagMap.entries()]
    .map(([slug, entry]) => {
      const listed = entry.sources.filter((source) => !source.frontmatter.unlisted);
      const shown = listed.length ? listed : entry.sources;
      return {
        summary: { label: entry.label, slug, href: tagHref(entry.label), count: shown.length },
        pages: pages.filter((page) => shown.some((s) => s.id === page.id)),
        unlisted: listed.length === 0,
      };
    })
    .sort((a, b) => a.summary.label.localeCompare(b.summary.label, "en", { sensitivity: "base" }));

  const routes = [...FIXED_ROUTES.map((route) => route.path), ...tags.map((tag) => tag.summary.href), ...pages.map((page) => page.data.path)];
  problems.push(
    ...checkLinks(
      pages.map((page) => ({ file: `content/${page.file}`, path: page.data.path, links: page.compiled.links })),
      {
        ids: new Map(pages.map((page) => [page.data.path, page.compiled.ids])),
        routes: new Set(routes),
        planned: plannedPaths,
        isPublicFile: (path) => {
          const file = join(input.publicDir, decodeURIComponent(path));
          return !relative(input.publicDir, file).startsWith("..") && existsSync(file) && statSync(file).isFile();
        },
      },
    ),
  );

  if (problems.length) throw new BuildFailure(problems);
  return { pages, tags, sidebars, routes, warnings };
}
