// How sure Ask AI may be that a section answers a question, from two kinds of evidence: the share
// of the question that the section covers (or its closest written question does), and the share
// that its page's written questions hold together (search/ask/page-questions.ts), averaged, so that
// neither a section that holds the words by chance nor a page that readers ask about in general
// answers alone; and whether it names what the question names. A question about a product the
// docs never mention ("Firebase", "terraform") is not answered by a section that matches its other
// words: each such name the section lacks costs most of the confidence (a name the reader only compares
// with, a quarter; retrieve.ts counts as names the reader's words that only unanswered questions use).
// Below the threshold the answer declines and points to the closest pages.
import type { Concept } from "./concepts";

/** A section is confident enough to answer from at this confidence (0–1). */
export const MIN_CONFIDENCE = 0.4;
/** What the confidence keeps for each name of the question that the section lacks. */
const MISSING_NAME_FACTOR = 0.5;
/** …and for a name the reader only compares with ("like Heroku"): the rest of the question must still be answered. */
const MISSING_COMPARED_FACTOR = 0.75;

/**
 * `coverage`: the section's weighted share of the question, or its closest written question's closeness (search/ask/retrieve.ts);
 * `pageCoverage`: the share its page's written questions hold (undefined without them); `present`: the concepts the section holds.
 */
export function confidenceOf(coverage: number, pageCoverage: number | undefined, names: Concept[], present: Concept[]): number {
  const missing = names.filter((name) => !present.includes(name));
  const evidence = pageCoverage === undefined ? Math.min(1, coverage) : (Math.min(1, coverage) + pageCoverage) / 2;
  return missing.reduce((kept, name) => kept * (name.compared ? MISSING_COMPARED_FACTOR : MISSING_NAME_FACTOR), evidence);
}
