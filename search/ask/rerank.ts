// An optional second opinion on the order of the candidate sections: a cross-encoder (Workers AI's
// reranker, workers/ask-rerank.ts) reads the question with each of the best few sections and scores
// how well the section answers it. It only reorders those sections; whether any answers at all is
// still the offline confidence's call (search/ask/confidence.ts), so that a reranker that is down,
// slow or absent leaves the offline answer as it was.
import type { Section } from "./retrieve";

/** Scores each passage for the question, higher is better; undefined when the reranker cannot answer. */
export type Rerank = (question: string, passages: string[]) => Promise<number[] | undefined>;

/** The best sections read by the reranker. */
export const RERANK_CANDIDATES = 20;
/** A passage's text beyond this is cut: the reranker reads about 512 tokens of question and passage. */
const MAX_PASSAGE_CHARS = 1_500;

/** A section as the reranker reads it: where it sits (page and headings), then its text. */
export function passageText(section: Section): string {
  return [[section.page, ...section.headings].join(" › "), ...section.blocks].join("\n").slice(0, MAX_PASSAGE_CHARS);
}

/** The sections with the best few in the reranker's order; as they were without a reranker or its scores. */
export async function reranked(question: string, sections: Section[], rerank?: Rerank): Promise<Section[]> {
  if (!rerank || sections.length < 2) return sections;
  const candidates = sections.slice(0, RERANK_CANDIDATES);
  const scores = await rerank(question, candidates.map(passageText));
  if (!scores || scores.length !== candidates.length || !scores.every(Number.isFinite)) return sections;
  // Equal scores keep the offline order.
  const order = candidates.map((section, i) => ({ section, score: scores[i], i })).sort((a, b) => b.score - a.score || a.i - b.i);
  return [...order.map(({ section }) => section), ...sections.slice(RERANK_CANDIDATES)];
}
