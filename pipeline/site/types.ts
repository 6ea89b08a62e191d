// What loading a content folder produces, stage by stage (pipeline/site.ts runs the stages).
import type { DocPageData, TagSummary } from "../../core/page-data";
import type { Frontmatter } from "../frontmatter";
import type { CompiledMdx } from "../mdx/compile";
import type { ScreenshotEntry } from "../mdx/screenshots";
import type { ResolvedSidebars } from "../sidebars/resolve";
import type { SidebarsConfig } from "../../core/sidebar-config";

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

/** A content file as read: its id, route and frontmatter. */
export interface PageSource {
  id: string;
  /** Source file relative to the content folder. */
  file: string;
  path: string;
  kind: "doc" | "snippet";
  frontmatter: Frontmatter;
  body: string;
}

/** A source with its compiled MDX. */
export interface CompiledPage extends PageSource {
  compiled: CompiledMdx;
}

/** A compiled page with what it shows around its content. */
export interface BuiltPage extends Pick<CompiledPage, "id" | "file" | "kind" | "frontmatter" | "compiled"> {
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
  /** Every route the site serves. */
  routes: string[];
  warnings: string[];
}

/** What a stage found wrong (fails the build once every stage has run) or worth a warning. */
export interface StageReport {
  problems: string[];
  warnings: string[];
}

export class BuildFailure extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "BuildFailure";
  }
}
