// Finds the doc sections that answer a question: the search engine ranks records, hits are
// grouped into sections (one page heading and the text under it), and a section counts as
// relevant only when it mentions most of the question's own words.
import type { SearchEngine } from "../engine";
import type { StoredRecord } from "../index-files";

export interface Section {
  /** Site path with the heading's anchor, e.g. `/user-docs/settings/API-tokens#create-a-token`. */
  url: string;
  page: string;
  /** The deepest heading above the text; null for a page's introduction. */
  heading: string | null;
  /** The section's text blocks (paragraphs, list items) in page order; code is never indexed. */
  blocks: string[];
  score: number;
  /** Share of the question's keywords found in the section (0–1). */
  coverage: number;
}

export interface Retrieval {
  sections: Section[];
  /** The best pages for the question even when no section is relevant enough to answer from. */
  closestPages: { title: string; url: string }[];
  keywords: string[];
}

const STOP_WORDS = new Set(
  (
    "a an and are as at be by can could do does did for from how i if in into is it its me my of on or our should so that the their them then there these this to too was we what when where which who why will with would you your " +
    "about any get got have has need want use using make way strapi please tell show explain know"
  ).split(" "),
);

/** Crude stemming so that "tokens", "token" and "tokenize" meet; enough for matching, not for display. */
export function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, "").slice(0, 7) || word;
}

/** The words of a question that carry its meaning, lower-cased, without duplicates. */
export function keywords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9][a-z0-9_-]*/g) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word))))];
}

export function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9][a-z0-9_-]*/g) ?? []).flatMap((word) => [stem(word), ...word.split(/[-_]/).map(stem)]));
}

function headingOf(record: StoredRecord): string | null {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  return lvl6 ?? lvl5 ?? lvl4 ?? lvl3 ?? lvl2 ?? null;
}

function coverageOf(words: string[], text: string): number {
  if (words.length === 0) return 0;
  const present = stems(text);
  return words.filter((word) => present.has(stem(word))).length / words.length;
}

export const MIN_COVERAGE = 0.6;

/**
 * Sections for a question, best first. `previousQuestion` (a follow-up's context) joins the
 * search query so that "and how do I delete it?" still finds the pages about tokens.
 */
export async function retrieve(engine: SearchEngine, question: string, previousQuestion?: string, limit = 4): Promise<Retrieval> {
  const own = keywords(question);
  const context = previousQuestion ? keywords(previousQuestion).filter((word) => !own.includes(word)) : [];
  const query = [...own, ...context].join(" ");
  const { hits } = await engine.search(query, { limit: 60 });

  const sections = new Map<string, Section>();
  for (const hit of hits) {
    const url = hit.record.url;
    const existing = sections.get(url);
    if (existing) {
      existing.score += hit.score * 0.25;
      continue;
    }
    const blocks = (await engine.sectionText(hit.id)).map((record) => record.content as string);
    const page = hit.record.hierarchy.lvl1 ?? url;
    const heading = headingOf(hit.record);
    // Follow-ups may lean on the previous question's words, weighted at half.
    const text = [page, heading ?? "", ...blocks].join(" ");
    const ownCoverage = coverageOf(own, text);
    const coverage = context.length ? (ownCoverage * 2 + coverageOf(context, text)) / 3 : ownCoverage;
    sections.set(url, { url, page, heading, blocks, score: hit.score, coverage });
  }

  const closestPages: Retrieval["closestPages"] = [];
  for (const hit of hits) {
    if (closestPages.length === 3) break;
    if (!closestPages.some((page) => page.url === hit.record.url_without_anchor))
      closestPages.push({ title: hit.record.hierarchy.lvl1 ?? hit.record.url_without_anchor, url: hit.record.url_without_anchor });
  }

  const relevant = [...sections.values()]
    .filter((section) => section.blocks.length > 0 && section.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  return { sections: relevant, closestPages, keywords: [...own, ...context] };
}
