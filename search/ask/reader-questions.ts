// The questions readers ask, written for each section by the docs team in readers' words
// (content/**/*.questions.json, built by pipeline/ask/reader-questions.ts): symptoms, pasted
// errors, other products' terms. A reader's question that shares few words with the section
// that answers it often shares many with one of these. Each written question is compared with
// the reader's both ways (how much of the reader's question it holds, and how much of it the
// reader's question holds), rare words counting more, and a section is as close as its closest
// question.
import { DATA_BASE } from "../../core/asset-paths";
import type { Concept } from "./concepts";
import { meaningful, stem, stemSources, words } from "./words";

/** Where the build writes the questions among the static assets. The browser never reads them. */
export const READER_QUESTIONS_PATH = `${DATA_BASE}/ask/reader-questions.json`;

/** Per section: the engine's first document of the section, its URL, and its questions. */
export type ReaderQuestionsData = [doc: number, url: string, questions: string[]][];

/** Words a reader's question drops as saying nothing, but that turn a written question to another matter. */
const TURNING_WORDS = new Set(["again", "anymore", "not", "no", "without", "instead", "only", "never"]);

export interface QuestionMatch {
  /** The engine's first document of the section (search/index-reader.ts `section`). */
  doc: number;
  url: string;
  /** How close the section's closest question is to the reader's (0–1). */
  closeness: number;
  /** That question, for tests and diagnostics. */
  question: string;
}

export interface ReaderQuestions {
  /** Sections whose written questions come closest to the asked concepts, closest first. */
  closest(asked: Concept[], limit: number): QuestionMatch[];
}

interface Written {
  section: number;
  text: string;
  /** Each stem to match with (joined pairs included: "log in" → login), and the meaningful stems of the question it stands for. */
  covers: Map<string, string[]>;
  /** The question's meaningful stems, each with its weight. */
  own: Map<string, number>;
  ownTotal: number;
}

export function readerQuestionsOf(data: ReaderQuestionsData): ReaderQuestions {
  const written: Written[] = data.flatMap(([, , questions], section) =>
    questions.map((text) => {
      // Besides its meaningful words, a written question's own are the words that turn what it asks ("see it again", "without"):
      // a reader's question without them asks something else.
      const own = new Set([...meaningful(words(text)), ...words(text).filter((word) => TURNING_WORDS.has(word))].map(stem));
      const covers = new Map([...stemSources(text)].map(([s, sources]) => [s, sources.map(stem).filter((source) => own.has(source))] as const));
      return { section, text, covers, own: new Map([...own].map((s) => [s, 0])), ownTotal: 0 };
    }),
  );
  // A stem's weight among the written questions: rare ones say what a question is about.
  const counts = new Map<string, number>();
  for (const question of written) for (const s of question.own.keys()) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const question of written) {
    for (const s of question.own.keys()) question.own.set(s, Math.log(1 + written.length / ((counts.get(s) ?? 0) + 1)));
    question.ownTotal = [...question.own.values()].reduce((sum, weight) => sum + weight, 0);
  }
  const byStem = new Map<string, number[]>();
  written.forEach((question, i) => {
    for (const s of question.covers.keys()) {
      const list = byStem.get(s);
      if (list) list.push(i);
      else byStem.set(s, [i]);
    }
  });

  return {
    closest(asked, limit) {
      const askedTotal = asked.reduce((sum, concept) => sum + concept.weight, 0);
      if (askedTotal === 0) return [];
      // For each written question that shares a stem: the asked weight it holds, and its own stems held.
      const held = new Map<number, { weight: number; own: Set<string> }>();
      for (const concept of asked) {
        const counted = new Set<number>();
        for (const s of concept.stems)
          for (const i of byStem.get(s) ?? []) {
            let entry = held.get(i);
            if (!entry) held.set(i, (entry = { weight: 0, own: new Set() }));
            if (!counted.has(i)) {
              counted.add(i);
              entry.weight += concept.weight;
            }
            for (const source of written[i].covers.get(s) ?? []) entry.own.add(source);
          }
      }
      const bySection = new Map<number, { closeness: number; question: string }>();
      for (const [i, { weight, own }] of held) {
        const question = written[i];
        if (question.ownTotal === 0) continue;
        let ownHeld = 0;
        for (const s of own) ownHeld += question.own.get(s) ?? 0;
        const closeness = Math.sqrt((weight / askedTotal) * (ownHeld / question.ownTotal));
        const best = bySection.get(question.section);
        if (!best || closeness > best.closeness) bySection.set(question.section, { closeness, question: question.text });
      }
      return [...bySection]
        .sort(([, a], [, b]) => b.closeness - a.closeness)
        .slice(0, limit)
        .map(([section, { closeness, question }]) => ({ doc: data[section][0], url: data[section][1], closeness, question }));
    },
  };
}
