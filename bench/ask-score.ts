// How Ask AI's answers to the bench questions are scored, shared by `npm run bench:ask` and the
// unit test that holds the offline engine to its thresholds.

export interface BenchQuestion {
  kind: "developer" | "editor" | "cloud" | "follow-up" | "misspelling" | "unanswerable";
  question: string;
  /** Earlier questions of the conversation, oldest first. */
  history?: { question: string }[];
  /** Pages that answer the question (none: the docs do not). */
  pages: string[];
  /** Words a right answer names (any one of them, case-insensitive): the method, the setting or the menu path. */
  terms: string[];
}

export interface ScoredAnswer {
  markdown: string;
  sources: { url: string }[];
  grounded: boolean;
}

export interface AskScores {
  questions: number;
  answerable: number;
  /** Answerable questions with a right page among the first three cited. */
  rightPageInFirst3: number;
  /** Answerable questions whose first citation is a right page. */
  rightPageFirst: number;
  /** Answerable questions whose answer names a key term. */
  keyTerm: number;
  /** Unanswerable questions answered with "not in the docs". */
  saysNotFound: number;
  unanswerable: number;
  /** Answerable questions the engine refused. */
  falseRefusals: number;
  shares: { rightPageInFirst3: number; rightPageFirst: number; keyTerm: number; saysNotFound: number };
  byKind: Record<string, { questions: number; rightPageInFirst3: number; keyTerm: number }>;
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
    saysNotFound: 0,
    unanswerable: 0,
    falseRefusals: 0,
    shares: { rightPageInFirst3: 0, rightPageFirst: 0, keyTerm: 0, saysNotFound: 0 },
    byKind: {},
    misses: [],
  };
  questions.forEach((question, i) => {
    const answer = answers[i];
    const cited = answer.grounded ? answer.sources.map((source) => pageOf(source.url)) : [];
    if (question.pages.length === 0) {
      scores.unanswerable++;
      if (!answer.grounded) scores.saysNotFound++;
      else scores.misses.push(`${question.question} → should say it is not in the docs, cited ${cited.join(", ")}`);
      return;
    }
    const kind = (scores.byKind[question.kind] ??= { questions: 0, rightPageInFirst3: 0, keyTerm: 0 });
    kind.questions++;
    scores.answerable++;
    if (!answer.grounded) scores.falseRefusals++;
    const rightPage = cited.slice(0, 3).some((page) => question.pages.includes(page));
    const text = answer.markdown.toLowerCase();
    const namesTerm = question.terms.some((term) => text.includes(term.toLowerCase()));
    if (rightPage) {
      scores.rightPageInFirst3++;
      kind.rightPageInFirst3++;
    }
    if (question.pages.includes(cited[0])) scores.rightPageFirst++;
    if (namesTerm) {
      scores.keyTerm++;
      kind.keyTerm++;
    }
    if (!rightPage || !namesTerm)
      scores.misses.push(
        `${question.question} → ${rightPage ? "" : `expected ${question.pages[0]}, cited ${cited.slice(0, 3).join(", ") || "nothing"}`}${
          !rightPage && !namesTerm ? "; " : ""
        }${namesTerm ? "" : `answer lacks ${question.terms.join(" | ")}`}`,
      );
  });
  scores.shares = {
    rightPageInFirst3: share(scores.rightPageInFirst3, scores.answerable),
    rightPageFirst: share(scores.rightPageFirst, scores.answerable),
    keyTerm: share(scores.keyTerm, scores.answerable),
    saysNotFound: share(scores.saysNotFound, scores.unanswerable),
  };
  return scores;
}
