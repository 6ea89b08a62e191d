// How sure Ask AI may be that a section answers a question, from the evidence in the section
// alone: the weighted share of the question it covers, and whether it names what the question
// names. A question about a product the docs never mention ("Firebase", "terraform") is not
// answered by a section that matches its other words: each such name the section lacks costs
// most of the confidence. Below the threshold the answer declines and points to the closest pages.
import type { Concept } from "./concepts";

/** A section is confident enough to answer from at this confidence (0–1). */
export const MIN_CONFIDENCE = 0.45;
/** What the confidence keeps for each name of the question that the section lacks. */
const MISSING_NAME_FACTOR = 0.5;

/** `coverage`: the section's weighted share of the question (search/ask/retrieve.ts); `present`: the concepts it holds. */
export function confidenceOf(coverage: number, names: Concept[], present: Concept[]): number {
  const missing = names.filter((name) => !present.includes(name)).length;
  return Math.min(1, coverage) * MISSING_NAME_FACTOR ** missing;
}
