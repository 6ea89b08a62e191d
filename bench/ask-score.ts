// How Ask AI's answers to the bench questions are scored, shared by `npm run bench:ask` and the
// unit test that holds the offline engine to its thresholds.

/** The question files of each half: the tuning half may be tuned on; the test half's file is kept out of the repository and copied in to score it. */
export const HALVES = {
  tuning: [
    "bench/ask-questions.json",
    "bench/ask-questions-readers-tuning.json",
    "bench/ask-questions-readers-tuning-2.json",
    // Held-out sets 6 to 33 (sessions 15 to 21), each scored as aggregates while it was clean; tuned on since session 21.
    "bench/ask-questions-readers-tuning-3.json",
  ],
  test: ["bench/ask-questions-readers-test.json"],
};
export type Half = keyof typeof HALVES;

export interface BenchQuestion {
  /** Reader questions carry an id and why their pages answer them. */
  id?: string;
  kind: "developer" | "editor" | "cloud" | "follow-up" | "misspelling" | "unanswerable";
  question: string;
  /** Earlier questions of the conversation, oldest first. */
  history?: { question: string }[];
  /** Pages that answer the question (none: the docs do not). */
  pages: string[];
  /** Words a right answer names (any one of them, case-insensitive): the method, the setting or the menu path. Reader questions have none. */
  terms?: string[];
  why?: string;
}

export interface ScoredAnswer {
  markdown: string;
  sources: { url: string }[];
  grounded: boolean;
}

export interface AskScores {
  questions: number;
  answerable: number;
  /** Answerable questions answered (not declined) with a right page among the first three cited. */
  rightPageInFirst3: number;
  /** Answerable questions answered with a right page cited first. */
  rightPageFirst: number;
  /** Answerable questions with key terms whose answer names one of them. */
  keyTerm: number;
  withTerms: number;
  /** Unanswerable questions declined ("not in the docs", or "not sure" with the closest pages). */
  saysNotFound: number;
  unanswerable: number;
  /** Answerable questions the engine declined. */
  falseRefusals: number;
  shares: { rightPageInFirst3: number; rightPageFirst: number; keyTerm: number; saysNotFound: number };
  byKind: Record<string, { questions: number; rightPageInFirst3: number }>;
  misses: string[];
}

const pageOf = (url: string) => url.split("#")[0];
const share = (count: number, total: number) => (total ? Math.round((count / total) * 1000) / 1000 : 1);

export function scoreAnswers(questions: BenchQuestion[], answers: ScoredAnswer[]): AskScores {
  const scores: AskScores = {
    questions: questions.length,
    answerable: 0,
    rightPageInFirst3: 0,
    rightPageFirst: 0,
    keyTerm: 0,
    withTerms: 0,
    saysNotFound: 0,
    unanswerable: 0,
    falseRefusals: 0,
    shares: { rightPageInFirst3: 0, rightPageFirst: 0, keyTerm: 0, saysNotFound: 0 },
    byKind: {},
    misses: [],
  };
  questions.forEach((question, i) => {
    const answer = answers[i];
    const label = question.id ? `[${question.id}] ${question.question}` : question.question;
    const cited = answer.grounded ? answer.sources.map((source) => pageOf(source.url)) : [];
    if (question.pages.length === 0) {
      scores.unanswerable++;
      if (!answer.grounded) scores.saysNotFound++;
      else scores.misses.push(`${label} → should decline, cited ${cited.join(", ")}`);
      return;
    }
    const kind = (scores.byKind[question.kind] ??= { questions: 0, rightPageInFirst3: 0 });
    kind.questions++;
    scores.answerable++;
    if (!answer.grounded) scores.falseRefusals++;
    const rightPage = cited.slice(0, 3).some((page) => question.pages.includes(page));
    const terms = question.terms ?? [];
    const text = answer.markdown.toLowerCase();
    const namesTerm = terms.length === 0 || terms.some((term) => text.includes(term.toLowerCase()));
    if (terms.length) scores.withTerms++;
    if (rightPage) {
      scores.rightPageInFirst3++;
      kind.rightPageInFirst3++;
    }
    if (question.pages.includes(cited[0])) scores.rightPageFirst++;
    if (terms.length && namesTerm) scores.keyTerm++;
    if (rightPage && namesTerm) return;
    const shown = answer.grounded
      ? cited.slice(0, 3).join(", ") || "nothing"
      : `nothing (declined; closest ${answer.sources.map((source) => pageOf(source.url)).join(", ")})`;
    const problems = [rightPage ? "" : `expected ${question.pages[0]}, cited ${shown}`, namesTerm ? "" : `answer lacks ${terms.join(" | ")}`];
    scores.misses.push(`${label} → ${problems.filter(Boolean).join("; ")}`);
  });
  scores.shares = {
    rightPageInFirst3: share(scores.rightPageInFirst3, scores.answerable),
    rightPageFirst: share(scores.rightPageFirst, scores.answerable),
    keyTerm: share(scores.keyTerm, scores.withTerms),
    saysNotFound: share(scores.saysNotFound, scores.unanswerable),
  };
  return scores;
}
