// How text becomes index terms, for the build and for queries alike: MiniSearch's own
// tokenizer (split on spaces and punctuation) and term processing (lower case).
import MiniSearch from "minisearch";
import type { Field } from "./index-files";
import type { SearchRecord } from "./types";

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
const processTerm = MiniSearch.getDefault("processTerm") as (term: string) => string;

/** The terms of a query, in order, repeats kept. */
export function queryTerms(query: string): string[] {
  return tokenize(query).map(processTerm).filter(Boolean);
}

/** A field's term counts and its length (distinct tokens, as MiniSearch measures it for BM25). */
export function fieldTerms(text: string): { counts: Map<string, number>; length: number } {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  for (const token of tokens) {
    const term = processTerm(token);
    if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { counts, length: new Set(tokens).size };
}

/** The text of each indexed field of a record. */
export function indexedFields(record: SearchRecord): Record<Field, string> {
  const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  const own = record.type === "lvl1";
  return {
    // The page title, on the page's own record: the strongest signal.
    title: own ? (lvl1 ?? "") : "",
    // The page title again on every other record, weighted low, so a query can span title and text.
    pageTitle: own ? "" : (lvl1 ?? ""),
    headings: [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(" "),
    content: record.content ?? "",
  };
}
