// Ranking, as MiniSearch ranks: each query term matches itself, longer terms it is a prefix of,
// and terms within a few typos; each match scores BM25+ per field, weighted by the field's boost
// and by how far the matched term is from the query's. Scores add up over terms (all of them
// must match with AND), and a document's sum is multiplied by the number of query terms it has.
// The same formulas and constants as MiniSearch 7, over postings held in typed arrays.
import type SearchableMap from "minisearch/SearchableMap";
import type { TermPostings } from "./index-files";

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { prefix: 0.375, fuzzy: 0.45 };
const MAX_FUZZY = 6;

/** A vocabulary term a query term matches, and how much that match counts. */
export interface Expansion {
  index: number;
  term: string;
  weight: number;
}

/** One query term and what it matches. */
export interface TermQuery {
  term: string;
  expansions: Expansion[];
}

export interface MatchRules {
  prefix(term: string, i: number, terms: string[]): boolean;
  /** Largest edit distance for a typo match, 0 for none. */
  maxTypos(term: string): number;
}

export function expand(vocabulary: SearchableMap<number>, terms: string[], rules: MatchRules): TermQuery[] {
  return terms.map((term, i) => {
    const expansions: Expansion[] = [];
    const exact = vocabulary.get(term);
    if (exact !== undefined) expansions.push({ index: exact, term, weight: 1 });
    const typos = Math.min(MAX_FUZZY, rules.maxTypos(term));
    const fuzzy = typos ? vocabulary.fuzzyGet(term, typos) : new Map<string, [number, number]>();
    if (rules.prefix(term, i, terms)) {
      for (const [match, index] of vocabulary.atPrefix(term)) {
        const distance = match.length - term.length;
        if (!distance) continue;
        // A term that is both a prefix and a typo match counts as a prefix match.
        fuzzy.delete(match);
        expansions.push({ index, term: match, weight: (WEIGHTS.prefix * match.length) / (match.length + 0.3 * distance) });
      }
    }
    for (const [match, [index, distance]] of fuzzy) {
      if (distance) expansions.push({ index, term: match, weight: (WEIGHTS.fuzzy * match.length) / (match.length + distance) });
    }
    return { term, expansions };
  });
}

export interface IndexStatistics {
  documentCount: number;
  averageFieldLength: readonly number[];
  /** Length of field f of document d at d * fieldCount + f. */
  fieldLength: Uint16Array;
  fieldCount: number;
}

export interface Scores {
  /** Sum of the weighted BM25+ scores of each document, times its count of query terms. */
  score: Float64Array;
  /** Documents that match (every query term with AND, any with OR), in id order. */
  docs: number[];
}

/**
 * Scores queries over the whole index in arrays of one slot per document. The arrays are
 * reused from one call to the next (a query allocates nothing in proportion to the index), so
 * a caller reads the scores it needs before anything else can score: before its next `await`.
 */
export class Scorer {
  private readonly score: Float64Array;
  private readonly matched: Uint16Array;
  private readonly distinctTerms: Uint16Array;
  private readonly lastQuery: Int32Array;
  private readonly lastTerm: Int32Array;

  constructor(private readonly stats: IndexStatistics) {
    const n = stats.documentCount;
    this.score = new Float64Array(n);
    // Ask AI's questions can hold a few hundred words: counts need more than 8 bits.
    this.matched = new Uint16Array(n);
    this.distinctTerms = new Uint16Array(n);
    this.lastQuery = new Int32Array(n);
    this.lastTerm = new Int32Array(n);
  }

  run(queries: TermQuery[], postings: Map<number, TermPostings>, boosts: readonly number[], combineWith: "AND" | "OR"): Scores {
    const { documentCount, averageFieldLength, fieldLength, fieldCount } = this.stats;
    const { score, matched, distinctTerms, lastQuery, lastTerm } = this;
    score.fill(0);
    matched.fill(0);
    distinctTerms.fill(0);
    lastQuery.fill(-1);
    lastTerm.fill(-1);
    // A repeated query term adds to the score but counts once among the document's terms: the
    // queries of one term are scored one after the other, so `lastTerm` sees each term once.
    const distinct = [...new Set(queries.map((query) => query.term))];
    const byTerm = queries.map((query, q) => ({ ...query, q, t: distinct.indexOf(query.term) })).sort((a, b) => a.t - b.t);
    for (const { expansions, q, t } of byTerm) {
      for (const { index, weight } of expansions) {
        const fields = postings.get(index);
        if (!fields) continue;
        fields.forEach((field, f) => {
          if (!field) return;
          const matching = field.docs.length;
          const idf = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
          const factor = weight * boosts[f] * idf;
          const average = averageFieldLength[f];
          for (let i = 0; i < matching; i++) {
            const doc = field.docs[i];
            const count = field.counts[i];
            const length = fieldLength[doc * fieldCount + f];
            score[doc] += factor * (BM25.d + (count * (BM25.k + 1)) / (count + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
            if (lastQuery[doc] !== q) {
              lastQuery[doc] = q;
              matched[doc]++;
            }
            if (lastTerm[doc] !== t) {
              lastTerm[doc] = t;
              distinctTerms[doc]++;
            }
          }
        });
      }
    }
    const needed = combineWith === "AND" ? queries.length : 1;
    const docs: number[] = [];
    for (let doc = 0; doc < documentCount; doc++) {
      if (matched[doc] >= needed && matched[doc] > 0) {
        score[doc] *= distinctTerms[doc];
        docs.push(doc);
      }
    }
    return { score, docs };
  }
}

/** The matched vocabulary terms that occur in a document (for highlighting). */
export function termsIn(doc: number, queries: TermQuery[], postings: Map<number, TermPostings>): string[] {
  const found = new Set<string>();
  for (const { expansions } of queries) {
    for (const { index, term } of expansions) {
      if (!found.has(term) && postings.get(index)?.some((field) => field !== null && contains(field.docs, doc))) found.add(term);
    }
  }
  return [...found];
}

function contains(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] === value) return true;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
