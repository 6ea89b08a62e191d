// The full-text engine behind the search API and the /search page: MiniSearch with
// prefix search, typo tolerance and titles and headings weighted above body text.
// The index is built at build time (pipeline) and loaded by the worker on first use.
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { SearchRecord } from "./types";

interface IndexedFields {
  id: number;
  /** The page title, on the page's own record: the strongest signal. */
  title: string;
  /** The page title again on every other record, weighted low, so a query can span title and text. */
  pageTitle: string;
  headings: string;
  content: string;
}

export const ENGINE_OPTIONS: Options<IndexedFields> = {
  fields: ["title", "pageTitle", "headings", "content"],
  storeFields: [],
  idField: "id",
};

const BOOST = { title: 8, headings: 3, pageTitle: 1.5, content: 1 };
const LEVEL_BONUS: Partial<Record<SearchRecord["type"], number>> = { lvl1: 2, lvl2: 1.4, content: 1 };

export function toIndexed(record: SearchRecord, id: number): IndexedFields {
  const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  const own = record.type === "lvl1";
  return { id, title: own ? (lvl1 ?? "") : "", pageTitle: own ? "" : (lvl1 ?? ""), headings: [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(" "), content: record.content ?? "" };
}

export function buildIndex(records: SearchRecord[]): MiniSearch<IndexedFields> {
  const index = new MiniSearch<IndexedFields>(ENGINE_OPTIONS);
  index.addAll(records.map(toIndexed));
  return index;
}

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Query terms (as found in the index) that matched. */
  terms: string[];
}

export class SearchEngine {
  constructor(
    private readonly index: MiniSearch<IndexedFields>,
    /** Every record, by id: the answer endpoint reads whole sections from them. */
    readonly records: readonly SearchRecord[],
  ) {}

  static load(indexJson: string, records: readonly SearchRecord[]): SearchEngine {
    return new SearchEngine(MiniSearch.loadJSON<IndexedFields>(indexJson, ENGINE_OPTIONS), records);
  }

  search(query: string, filter: (record: SearchRecord) => boolean = () => true): EngineHit[] {
    if (!query.trim()) return [];
    const run = (combineWith: "AND" | "OR", fuzzy: boolean) =>
      this.index.search(query, {
        boost: BOOST,
        prefix: (term, i, terms) => i === terms.length - 1 || term.length > 3,
        fuzzy: fuzzy ? (term) => (term.length > 3 ? 0.25 : false) : false,
        combineWith,
        filter: (result) => filter(this.records[result.id as number]),
      });
    // Cheapest first: every word, the last (still being typed) and longer ones as prefixes; then
    // with typo tolerance; then any word.
    let results: SearchResult[] = run("AND", false);
    if (results.length < 5) results = run("AND", true);
    if (results.length === 0) results = run("OR", true);
    return results.map((result) => {
      const record = this.records[result.id as number];
      // A page above its headings, headings above body text of equal score.
      const levelBonus = LEVEL_BONUS[record.type] ?? 1.15;
      return { record, score: result.score * levelBonus, terms: result.terms };
    }).sort((a, b) => b.score - a.score || a.record.weight.position - b.record.weight.position);
  }
}
