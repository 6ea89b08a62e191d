// Which pages a question is about, judged by everything the docs team wrote for each page in
// readers' words (its written questions, search/ask/reader-questions.ts) and by the page's
// headings, as one bag of terms per page scored with BM25. Where the closest written question
// vouches for one section, this pools all of a page's questions: a reader's words that no single
// written question holds ("employee", "left", "block") are often spread over several of the
// page's. Measured on reader questions nobody tuned on, it puts a right page first more often than
// the section ranking does (bench/results.md), so it weighs the sections' pages (retrieve.ts).
import { meaningful, stem, words } from "./words";

/** What the build indexes for a page: its path, its title and headings, and its written questions. */
export interface PageText {
  path: string;
  headings: string[];
  questions: string[];
}

/** Per term, the pages holding it and how often (headings weighted), flat: `[page, count, page, count, …]`. */
export interface PageQuestionsData {
  pages: string[];
  /** Each page's weighted term count. */
  lengths: number[];
  terms: Record<string, number[]>;
}

/** A heading says what its page is about more surely than one of its written questions. */
const HEADING_WEIGHT = 3;
/** A follow-up's previous question counts for half: "and how do I delete it?" is still about tokens. */
const PREVIOUS_WEIGHT = 0.5;
/** BM25's usual saturation and length normalization. */
const K1 = 1.2;
const B = 0.75;

/**
 * The terms of a text: its meaningful words' stems, and each neighbouring pair of them joined
 * ("admin_login"), which tells "log in to the admin" from a page that says "admin" and "log" apart.
 */
export function pageTerms(text: string): string[] {
  const stems = meaningful(words(text)).map(stem);
  return [...stems, ...stems.slice(1).map((second, i) => `${stems[i]}_${second}`)];
}

export function indexPageQuestions(pages: PageText[]): PageQuestionsData {
  const terms = new Map<string, number[]>();
  const lengths = pages.map(({ headings, questions }, page) => {
    const counts = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const term of pageTerms(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
    };
    for (const heading of headings) add(heading, HEADING_WEIGHT);
    for (const question of questions) add(question, 1);
    for (const [term, count] of counts) {
      const postings = terms.get(term);
      if (postings) postings.push(page, count);
      else terms.set(term, [page, count]);
    }
    return [...counts.values()].reduce((sum, count) => sum + count, 0);
  });
  return { pages: pages.map((page) => page.path), lengths, terms: Object.fromEntries(terms) };
}

export interface PageMatch {
  /** BM25 over the page's terms. */
  score: number;
  /** The share of the question's words (not the previous question's) the page holds, rare ones counting more (0–1). */
  coverage: number;
}

export interface PageQuestions {
  /** Each page that holds some of the question's terms. */
  matches(question: string, previousQuestion?: string): Map<string, PageMatch>;
}

export function pageQuestionsOf({ pages, lengths, terms }: PageQuestionsData): PageQuestions {
  // Own keys only: a term such as "constructor" is a property of every object. (A Map made of the object costs an isolate 30 ms.)
  const postingsOf = (term: string) => (Object.hasOwn(terms, term) ? terms[term] : undefined);
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / (lengths.length || 1);
  const idfOf = (holding: number) => Math.log(1 + (pages.length - holding + 0.5) / (holding + 0.5));
  return {
    matches(question, previousQuestion) {
      const weights = new Map(pageTerms(question).map((term) => [term, 1]));
      for (const term of previousQuestion ? pageTerms(previousQuestion) : []) if (!weights.has(term)) weights.set(term, PREVIOUS_WEIGHT);
      const found = new Map<string, PageMatch>();
      // Coverage counts the question's own words, not their pairs; a word no page holds counts as the rarest.
      let ownTotal = 0;
      for (const [term, weight] of weights) {
        const postings = postingsOf(term);
        const single = weight === 1 && !term.includes("_");
        const idf = idfOf(postings ? postings.length / 2 : 0);
        if (single) ownTotal += idf;
        if (!postings) continue;
        for (let i = 0; i < postings.length; i += 2) {
          const page = postings[i];
          const count = postings[i + 1];
          const saturated = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * lengths[page]) / averageLength));
          const match = found.get(pages[page]) ?? { score: 0, coverage: 0 };
          match.score += weight * idf * saturated;
          if (single) match.coverage += idf;
          found.set(pages[page], match);
        }
      }
      for (const match of found.values()) match.coverage /= ownTotal || 1;
      return found;
    },
  };
}
