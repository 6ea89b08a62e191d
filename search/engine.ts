// The full-text engine behind the search API, the /search page and Ask AI: prefix search,
// typo tolerance, and page titles and headings weighted above body text. It reads the index in
// parts (search/index-reader.ts): a query loads the term shards of its words, then the records
// of the hits it returns.
import { FIELDS, TYPE_OF_LETTER, type Field, type StoredRecord } from "./index-files";
import { IndexReader, type ReadText } from "./index-reader";
import { expand, Scorer, termsIn, type MatchRules } from "./ranking";
import { queryTerms } from "./terms";

const BOOST: Record<Field, number> = { title: 8, headings: 3, pageTitle: 1.5, content: 1 };
const BOOSTS = FIELDS.map((field) => BOOST[field]);
/** A page above its headings, headings above body text of equal score (by type letter). */
const LEVEL_BONUS: Record<string, number> = { "1": 2, "2": 1.4, c: 1 };
const OTHER_LEVEL_BONUS = 1.15;

/** The last word (still being typed) and longer words match as prefixes. */
const prefix: MatchRules["prefix"] = (term, i, terms) => i === terms.length - 1 || term.length > 3;
const EXACT: MatchRules = { prefix, maxTypos: () => 0 };
/** Words over three letters tolerate one typo in four letters. */
const TYPO_TOLERANT: MatchRules = { prefix, maxTypos: (term) => (term.length > 3 ? Math.round(term.length * 0.25) : 0) };

/** Facet attributes a filter may test: the values every record shares, and the record's type. */
export type FacetFilter = (attributes: Readonly<Record<string, string>>) => boolean;

export interface EngineHit {
  /** The document: the record's place in the index. */
  id: number;
  record: StoredRecord;
  score: number;
  /** Vocabulary terms (prefix and typo matches included) that the record contains. */
  terms: string[];
}

export interface SearchOptions {
  filter?: FacetFilter;
  /** The window of ranked hits whose records to return. */
  offset?: number;
  limit?: number;
  /** Any word may match from the start, typos tolerated: for long questions, whose words never all meet in one record. */
  anyWord?: boolean;
  /**
   * One hit per section (a heading and the text under it), as Algolia's `distinct` on the URL:
   * the section ranks by its best record and is represented by its best text record, if one matches.
   */
  distinctSections?: boolean;
}

/**
 * The first `count` documents in rank order. A word common to every record matches them all:
 * rather than sort them all, keep the best `count` in a heap whose root is the worst kept.
 */
function firstRanked(docs: number[], count: number, byRank: (a: number, b: number) => number): number[] {
  if (count >= docs.length) return docs.sort(byRank);
  const heap: number[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  for (const doc of docs) {
    if (heap.length < count) {
      heap.push(doc);
      for (let i = heap.length - 1, parent = (i - 1) >> 1; i > 0 && byRank(heap[i], heap[parent]) > 0; i = parent, parent = (i - 1) >> 1) swap(i, parent);
    } else if (count > 0 && byRank(doc, heap[0]) < 0) {
      heap[0] = doc;
      for (let i = 0; ;) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let worst = i;
        if (left < count && byRank(heap[left], heap[worst]) > 0) worst = left;
        if (right < count && byRank(heap[right], heap[worst]) > 0) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(byRank);
}

/** Whether `b` is `a` with two neighbouring letters swapped ("filtres" → "filters"). */
function swapsTwoLetters(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === differ[0] + 1 && a[differ[0]] === b[differ[1]] && a[differ[1]] === b[differ[0]];
}

export class SearchEngine {
  private readonly scorer: Scorer;

  constructor(private readonly index: IndexReader) {
    this.scorer = new Scorer(index);
  }

  static async open(read: ReadText): Promise<SearchEngine> {
    return new SearchEngine(await IndexReader.open(read));
  }

  /** Ranked hits in the window, and how many hits there are in all. */
  async search(
    query: string,
    { filter = () => true, offset = 0, limit = Infinity, anyWord = false, distinctSections = false }: SearchOptions = {},
  ): Promise<{ nbHits: number; hits: EngineHit[] }> {
    const terms = queryTerms(query);
    if (terms.length === 0) return { nbHits: 0, hits: [] };
    const allowed = this.allowedTypes(filter);
    const { types, positions } = this.index;
    const run = async (rules: MatchRules, combineWith: "AND" | "OR") => {
      const queries = expand(this.index.vocabulary, terms, rules);
      const postings = await this.index.postings(queries.flatMap((query) => query.expansions.map((expansion) => expansion.index)));
      // From here to the return nothing else runs, so the scorer's arrays hold this query's scores.
      const { score, docs } = this.scorer.run(queries, postings, BOOSTS, combineWith);
      let matches = docs.filter((doc) => allowed.has(types[doc]));
      for (const doc of matches) score[doc] *= LEVEL_BONUS[types[doc]] ?? OTHER_LEVEL_BONUS;
      const byRank = (a: number, b: number) => score[b] - score[a] || positions[a] - positions[b] || a - b;
      const represent = distinctSections ? this.sectionRepresentatives(matches, byRank) : undefined;
      if (represent) matches = [...represent.keys()];
      // A section ranks by its best record and is shown as its representative.
      const window = firstRanked(matches, offset + limit, byRank).slice(offset);
      return {
        nbHits: matches.length,
        window: window.map((ranked) => {
          const id = represent?.get(ranked) ?? ranked;
          return { id, score: score[ranked], terms: termsIn(id, queries, postings) };
        }),
      };
    };
    // Cheapest first: every word (the last, still being typed, and longer ones as prefixes);
    // then with typo tolerance; then any word.
    let ranked = anyWord ? await run(TYPO_TOLERANT, "OR") : await run(EXACT, "AND");
    if (!anyWord && ranked.nbHits < 5) ranked = await run(TYPO_TOLERANT, "AND");
    if (!anyWord && ranked.nbHits === 0) ranked = await run(TYPO_TOLERANT, "OR");
    const records = await this.index.records(ranked.window.map((hit) => hit.id));
    return { nbHits: ranked.nbHits, hits: ranked.window.map((hit, i) => ({ ...hit, record: records[i] })) };
  }

  /**
   * For each section with a match: its best-ranked record, mapped to the record that represents
   * it (its best-ranked text record when one matches, so a result has a snippet; else that record).
   */
  private sectionRepresentatives(matches: number[], byRank: (a: number, b: number) => number): Map<number, number> {
    const { sectionStarts, types } = this.index;
    const best = new Map<number, number>();
    const bestText = new Map<number, number>();
    for (const doc of matches) {
      const section = sectionStarts[doc];
      const current = best.get(section);
      if (current === undefined || byRank(doc, current) < 0) best.set(section, doc);
      const text = bestText.get(section);
      if (types[doc] === "c" && (text === undefined || byRank(doc, text) < 0)) bestText.set(section, doc);
    }
    return new Map([...best].map(([section, doc]) => [doc, bestText.get(section) ?? doc]));
  }

  /** How many records hold each term (exact, lower-case) in their headings or text: the rarer, the more a word says. */
  async frequencies(terms: string[]): Promise<number[]> {
    const indexes = terms.map((term) => this.index.vocabulary.get(term));
    const postings = await this.index.postings(indexes.filter((index) => index !== undefined));
    const counted = [FIELDS.indexOf("headings"), FIELDS.indexOf("content")];
    return indexes.map((index) => {
      const fields = index === undefined ? undefined : postings.get(index);
      return fields ? counted.reduce((sum, f) => sum + (fields[f]?.docs.length ?? 0), 0) : 0;
    });
  }

  /** Records in the index. */
  get documentCount(): number {
    return this.index.documentCount;
  }

  /**
   * The docs' own spelling of a word: the word itself when the index has it, else the most frequent
   * term one typo away (two from 8 letters on; two swapped letters count as one), else undefined.
   */
  async spell(word: string): Promise<string | undefined> {
    const vocabulary = this.index.vocabulary;
    if (vocabulary.has(word)) return word;
    if (word.length < 4) return undefined;
    const near = new Map<string, number>();
    for (const [term, [, distance]] of vocabulary.fuzzyGet(word, 2)) {
      const typos = distance === 2 && swapsTwoLetters(word, term) ? 1 : distance;
      if (typos <= (word.length >= 8 ? 2 : 1)) near.set(term, typos);
    }
    if (near.size === 0) return undefined;
    const terms = [...near.keys()];
    const counts = await this.frequencies(terms);
    const ranked = terms.map((term, i) => ({ term, typos: near.get(term) as number, count: counts[i] })).sort((a, b) => a.typos - b.typos || b.count - a.count);
    return ranked[0].count > 0 ? ranked[0].term : undefined;
  }

  /** The records of the given documents, in the same order. */
  async records(docs: readonly number[]): Promise<StoredRecord[]> {
    return this.index.records(docs);
  }

  /** The first document (the heading's, or the page's) of the section that holds `doc`. */
  sectionStart(doc: number): number {
    return this.index.sectionStarts[doc];
  }

  /** The text records of the section (a heading and the text under it) that holds a hit. */
  async sectionText(id: number): Promise<StoredRecord[]> {
    return (await this.index.section(id)).filter((record) => record.type === "content" && record.content);
  }

  /** Type letters whose records pass the filter: facets are shared, so the filter depends on the type alone. */
  private allowedTypes(filter: FacetFilter): Set<string> {
    return new Set(
      Object.entries(TYPE_OF_LETTER)
        .filter(([, type]) => filter({ ...this.index.facets, type }))
        .map(([letter]) => letter),
    );
  }
}
