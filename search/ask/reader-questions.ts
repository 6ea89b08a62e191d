// The questions readers ask, written for each section by the docs team in readers' words
// (content/**/*.questions.json, built by pipeline/ask/reader-questions.ts): symptoms, pasted
// errors, other products' terms. A reader's question that shares few words with the section
// that answers it often shares many with one of these. Each written question is compared with
// the reader's both ways (how much of the reader's question it holds, and how much of it the
// reader's question holds), rare words counting more, and a section is as close as its closest
// question. Questions that no page answers are read alike and belong to no section: a reader's
// question closer to one of them than to any answered one is declined (retrieve.ts). Pooled by
// page, the questions also rank the pages (page-questions.ts).
import { DATA_BASE } from "../../core/asset-paths";
import type { Concept } from "./concepts";
import { indexPageQuestions, pageQuestionsOf, type PageQuestions, type PageQuestionsData } from "./page-questions";
import { layQuestions, type StemEntry } from "./question-layout";
import { meaningful, stem, stemSources, STOP_STEMS, STOP_WORDS, words } from "./words";

/** Where the build writes the questions among the static assets. The browser never reads them. */
export const READER_QUESTIONS_PATH = `${DATA_BASE}/ask/reader-questions.json`;

/** Per section, as the docs team wrote them: the engine's first document of the section, its URL, and its questions. */
export type WrittenSection = [doc: number, url: string, questions: string[]];

/** Every questions file's sections, and the questions they list that no page answers. */
export interface WrittenQuestions {
  sections: WrittenSection[];
  unanswered: string[];
}

/**
 * The questions as Ask AI reads them, stemmed by the build (pipeline/ask/reader-questions.ts) so that an isolate
 * does not stem ten thousand questions before its first answer: stems are numbered, a question lists its entries.
 */
export interface ReaderQuestionsData {
  sections: [doc: number, url: string][];
  stems: string[];
  /** Section -1: a question no page answers (`NAME.questions.json`'s `unanswered`). */
  questions: [section: number, text: string, entries: StemEntry[]][];
  /** The same questions pooled by page, with the pages' headings (search/ask/page-questions.ts). */
  pages: PageQuestionsData;
  /** The stems only questions that no page answers hold. */
  unansweredOnly: number[];
}

/** The section number of a question no page answers. */
const UNANSWERED = -1;

/** Words a reader's question drops as saying nothing, but that turn a written question to another matter. */
const TURNING_WORDS = new Set(["again", "anymore", "not", "no", "without", "instead", "only", "never"]);

/**
 * The written questions, stemmed and numbered: what the build writes for `readerQuestionsOf`. A pair of neighbouring
 * words joined ("log in" → login) is kept when the joined word is a word (`isWord`: the docs' or English) or written
 * as one in some question: "tokenexpir" meets no reader. A word that says nothing and is not the question's own is left out.
 */
export function indexReaderQuestions(
  written: WrittenSection[],
  isWord: (word: string) => boolean = () => true,
  /** Each page's title and headings, by its path. */
  headings: ReadonlyMap<string, string[]> = new Map(),
  /** Questions readers ask that no page answers. */
  unanswered: string[] = [],
): ReaderQuestionsData {
  const writtenAsOne = new Set(
    written.flatMap(([, , texts]) =>
      texts.flatMap((text) =>
        words(text)
          .flatMap((word) => [word, ...word.split(/[-_]+/)])
          .map(stem),
      ),
    ),
  );
  const questions = [...written.map(([, , texts]) => texts), unanswered].flatMap((texts, i) =>
    texts.map((text) => {
      const section = i < written.length ? i : UNANSWERED;
      // Besides its meaningful words, a written question's own are the words that turn what it asks ("see it again", "without"):
      // a reader's question without them asks something else.
      const all = words(text);
      const own = new Set([...meaningful(all), ...all.filter((word) => TURNING_WORDS.has(word))].map(stem));
      const entries = [...stemSources(text)].flatMap(([s, sources]): string[][] => {
        const covered = [...new Set(sources.map(stem).filter((source) => own.has(source)))];
        const joined = sources.length === 2 && stem(sources.join("")) === s && !writtenAsOne.has(s);
        return (joined && !isWord(sources.join(""))) || (covered.length === 0 && (STOP_WORDS.has(s) || STOP_STEMS.has(s))) ? [] : [[s, ...covered]];
      });
      return { section, text, entries };
    }),
  );
  // Numbered by use, commonest first, so that the commonest are the shortest to write.
  const uses = new Map<string, number>();
  for (const { entries } of questions) for (const entry of entries) for (const s of entry) uses.set(s, (uses.get(s) ?? 0) + 1);
  const stems = [...uses].sort(([a, aUses], [b, bUses]) => bUses - aUses || (a < b ? -1 : 1)).map(([s]) => s);
  const ids = new Map(stems.map((s, i) => [s, i]));
  const id = (s: string) => ids.get(s)!;
  const answeredStems = new Set(questions.flatMap(({ section, entries }) => (section === UNANSWERED ? [] : entries.map(([s]) => s))));
  const unansweredOnly = new Set(
    questions.flatMap(({ section, entries }) => (section === UNANSWERED ? entries.map(([s]) => s).filter((s) => !answeredStems.has(s)) : [])),
  );
  const byPage = new Map([...headings.keys()].map((path) => [path, [] as string[]]));
  for (const [, url, texts] of written) {
    const path = url.split("#")[0];
    const pageQuestions = byPage.get(path);
    if (pageQuestions) pageQuestions.push(...texts);
    else byPage.set(path, [...texts]);
  }
  return {
    sections: written.map(([doc, url]) => [doc, url]),
    stems,
    questions: questions.map(({ section, text, entries }) => [
      section,
      text,
      entries.map(([s, ...covered]): StemEntry => (covered.length === 1 && covered[0] === s ? id(s) : [id(s), ...covered.map(id)])),
    ]),
    pages: indexPageQuestions([...byPage].map(([path, questions]) => ({ path, headings: headings.get(path) ?? [], questions }))),
    unansweredOnly: [...unansweredOnly].map(id),
  };
}

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
  /** The pages the written questions and headings, pooled by page, point to. */
  pages: PageQuestions;
  /** The written question no page answers that comes closest to the asked concepts, if any shares a word with them. */
  closestUnanswered(asked: Concept[]): { closeness: number; question: string; stems: ReadonlySet<string> } | undefined;
  /** The stems only questions that no page answers hold ("watermark", "replica"): what the docs team knows the docs lack. */
  unansweredOnly: ReadonlySet<string>;
}

/** A section's closest written question: how close, its text, and its place among the questions. */
interface Closest {
  closeness: number;
  question: string;
  index: number;
}

export function readerQuestionsOf({ sections, stems, questions, pages, unansweredOnly }: ReaderQuestionsData): ReaderQuestions {
  const stemIds = new Map(stems.map((s, i) => [s, i]));
  const stemOf = (entry: StemEntry) => stems[typeof entry === "number" ? entry : entry[0]];
  const { entryStart, entryStem, placeStart, ownPlace, ownStart, ownWeight, ownTotal, byStem } = layQuestions(
    questions.map(([, , entries]) => entries),
    stems.length,
  );

  // Retrieval asks for the sections and then for the unanswered questions with the same concepts: matched once.
  let last: { asked: Concept[]; bySection: Map<number, Closest> } | undefined;

  /** Each section's closest written question to the asked concepts (and the closest of those no page answers, as section -1). */
  function closestBySection(asked: Concept[]): Map<number, Closest> {
    if (last?.asked === asked) return last.bySection;
    const bySection = new Map<number, Closest>();
    last = { asked, bySection };
    const askedTotal = asked.reduce((sum, concept) => sum + concept.weight, 0);
    if (askedTotal === 0) return bySection;
    // For each written question that shares a stem (in the order first met): the asked weight it holds, and the weight of
    // its own stems held, each counted once (a bit per own stem). Typed arrays by question, nothing made per question:
    // common stems ("content", "api") reach thousands of them.
    const touched: number[] = [];
    const weightHeld = new Float64Array(questions.length);
    const ownWeightHeld = new Float64Array(questions.length);
    const ownBits = new Uint32Array(questions.length);
    // A question rarely has more than 32 own stems (at most 14 in the docs'); past the bits, a set per question.
    const ownBeyondBits = new Map<number, Set<number>>();
    const countedFor = new Int32Array(questions.length);
    asked.forEach((concept, c) => {
      for (const askedStem of concept.stems) {
        const s = stemIds.get(askedStem);
        const holding = s === undefined ? undefined : byStem[s];
        if (s === undefined || !holding) continue;
        for (const i of holding) {
          if (countedFor[i] === 0) touched.push(i);
          if (countedFor[i] !== c + 1) {
            countedFor[i] = c + 1;
            weightHeld[i] += concept.weight;
          }
          let e = entryStart[i];
          while (entryStem[e] !== s) e++;
          for (let k = placeStart[e]; k < placeStart[e + 1]; k++) {
            const place = ownPlace[k];
            if (place < 32) {
              if (ownBits[i] & (1 << place)) continue;
              ownBits[i] |= 1 << place;
            } else {
              const beyond = ownBeyondBits.get(i) ?? new Set<number>();
              if (beyond.has(place)) continue;
              ownBeyondBits.set(i, beyond.add(place));
            }
            ownWeightHeld[i] += ownWeight[ownStart[i] + place];
          }
        }
      }
    });
    for (const i of touched) {
      if (ownTotal[i] === 0) continue;
      const closeness = Math.sqrt((weightHeld[i] / askedTotal) * (ownWeightHeld[i] / ownTotal[i]));
      const [section, text] = questions[i];
      const best = bySection.get(section);
      if (!best || closeness > best.closeness) bySection.set(section, { closeness, question: text, index: i });
    }
    return bySection;
  }

  return {
    unansweredOnly: new Set(unansweredOnly.map((s) => stems[s])),
    pages: pageQuestionsOf(pages),
    closest(asked, limit) {
      return [...closestBySection(asked)]
        .filter(([section]) => section !== UNANSWERED)
        .sort(([, a], [, b]) => b.closeness - a.closeness)
        .slice(0, limit)
        .map(([section, { closeness, question }]) => ({ doc: sections[section][0], url: sections[section][1], closeness, question }));
    },
    closestUnanswered(asked) {
      const found = closestBySection(asked).get(UNANSWERED);
      // Its stems as the build wrote them, not stemmed again.
      return found && { closeness: found.closeness, question: found.question, stems: new Set(questions[found.index][2].map(stemOf)) };
    },
  };
}
