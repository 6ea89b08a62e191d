// What loading a content folder produces, stage by stage (load-site.ts runs the stages).
import type { BuildInputs } from "../../components/types";
import type { DocPageData, TagSummary } from "../../core/page-data";
import type { Frontmatter } from "../frontmatter";
import type { CompiledMdx } from "../mdx/compile";
import type { ResolvedSidebars } from "../sidebars/resolve";
import type { RunRecords } from "./run-record";
import type { SidebarsConfig } from "../../core/sidebar-config";

/** What a content folder's own config files give the build (pipeline/cli/content-files.ts reads them). */
export interface ContentConfig extends Partial<Pick<BuildInputs, "glossary" | "adminPaths">> {
  sidebars: SidebarsConfig;
  /** Doc ids the sidebars may name before their page is written. */
  planned?: Iterable<string>;
}

export interface SiteInput extends ContentConfig, Partial<Pick<BuildInputs, "screenshots">> {
  contentDir: string;
  publicDir: string;
  /** Compiled pages of an earlier load (watch mode): unchanged files are not compiled again. */
  cache?: CompileCache;
  /** What ran for each page on the lab (pipeline/cli/content-files.ts reads it); none when absent. */
  runRecords?: RunRecords;
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
