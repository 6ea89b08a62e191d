// A section's stems, as Ask AI matches a question against it: stemmed once at build time
// (pipeline/ask/section-stems.ts) rather than by every isolate for every candidate section, which
// was the largest part of an answer's time (bench/results.md, session 17). The worker reads the
// files in parts, as it reads the search index; a caller that has none (the unit tests' fixture
// sites) stems the section itself, with the same function, so the answer is the same either way.
import { BoundedCache } from "../bounded-cache";
import { DATA_BASE } from "../../core/asset-paths";
import { jsonFileCache, type ReadText } from "../index-reader";
import type { SearchRecord } from "../types";
import { stems } from "./words";

/** A file holds the sections whose first document falls in one run of this many documents. */
export const SECTION_STEMS_DOCS = 256;
export const sectionStemsPath = (file: number) => `${DATA_BASE}/ask/section-stems/${file}.json`;

/** One file: for each section, by its first document, the stems of its titles, and the other stems of its text, space-separated. */
export type SectionStemsFile = Record<string, [title: string, text: string]>;

export interface SectionStemSets {
  /** The stems of the page's title and the section's headings. */
  titleStems: Set<string>;
  /** Those and the stems of the section's text. */
  allStems: Set<string>;
}

/** A section's page title and the headings above it, from its first record's hierarchy (the page's own record has none). */
export function sectionTitles(record: Pick<SearchRecord, "hierarchy" | "url">): { page: string; headings: string[] } {
  const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  return { page: lvl1 ?? record.url, headings: [lvl2, lvl3, lvl4, lvl5, lvl6].filter((heading): heading is string => !!heading) };
}

/** The one definition of a section's stems: `page` is its page's title, `headings` the headings above it, `blocks` its text. */
export function sectionStemsOf(page: string, headings: string[], blocks: string[]): SectionStemSets {
  const titleStems = stems([page, ...headings].join(" "));
  return { titleStems, allStems: new Set([...titleStems, ...stems(blocks.join(" "))]) };
}

export function encodeSectionStems({ titleStems, allStems }: SectionStemSets): [string, string] {
  return [[...titleStems].join(" "), [...allStems].filter((stem) => !titleStems.has(stem)).join(" ")];
}

function decodeSectionStems([title, text]: [string, string]): SectionStemSets {
  const titleStems = new Set(title ? title.split(" ") : []);
  return { titleStems, allStems: new Set(text ? [...titleStems, ...text.split(" ")] : titleStems) };
}

/** Stem files held per isolate, counted as JSON text: sized to hold all of the real site's (their size: bench/results.md). */
const SECTION_STEMS_CACHE_BYTES = 4 * 1024 * 1024;

/** The build's section stems, read a file at a time; `undefined` for a section the files do not hold. */
export class SectionStems {
  private readonly files: BoundedCache<number, { value: SectionStemsFile; bytes: number }>;

  constructor(read: ReadText) {
    this.files = jsonFileCache<SectionStemsFile>(SECTION_STEMS_CACHE_BYTES, read, sectionStemsPath);
  }

  async get(start: number): Promise<SectionStemSets | undefined> {
    const found = (await this.files.get(Math.floor(start / SECTION_STEMS_DOCS))).value[start];
    return found && decodeSectionStems(found);
  }
}
