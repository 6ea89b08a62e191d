// A question as the things it asks about. Each concept is one of the reader's words (spelled as the
// docs spell it) with the docs' words that mean the same, weighted by how rare it is in the docs:
// "documentId" says more than "content". Hints are docs terms the reader's phrasing points to
// (search/ask/vocabulary.ts), and the glossary's terms whose definitions the question paraphrases.
import type { SearchEngine } from "../engine";
import type { Area } from "./intent";
import { PHRASES, SYNONYMS } from "./vocabulary";
import { keywords, stem, stems, TASK_VERBS } from "./words";

/** Terms and their plain-text definitions (content/glossary.ts), handed in by the caller. */
export type Glossary = Readonly<Record<string, string>>;

export interface Concept {
  /** The reader's word, or the docs terms of a hint. */
  label: string;
  /** Stems any one of which counts as the concept being present. */
  stems: string[];
  weight: number;
}

export interface QuestionConcepts {
  /** The question's own words. */
  own: Concept[];
  /** Words of the previous question, for a follow-up (weighted down). */
  context: Concept[];
  /** Docs terms the phrasing points to: they raise a section, their absence costs nothing. */
  hints: Concept[];
  /** Every word to search the index with. */
  searchWords: string[];
  /** The areas of the docs the question's turns of phrase belong to. */
  phraseAreas: Area[];
}

/** A word the docs never use still says a lot, but no more than a rare one. */
const UNKNOWN_WORD_COUNT = 1;
/** A glossary term is hinted when the question shares this many of its definition's distinctive words. */
const GLOSSARY_OVERLAP = 2;
/** A word found in fewer than about one record in 30. */
export const DISTINCTIVE_WEIGHT = 3.5;

/**
 * The docs' spelling of each word that the index does not hold as typed: another form of the same
 * word ("submitted" → "submit"), else the nearest term ("relashions" → "relations").
 */
async function spelled(engine: SearchEngine, words: string[]): Promise<string[]> {
  return Promise.all(
    words.map(async (word) => {
      if (!/^[a-z]+$/.test(word) || (await engine.spell(word)) === word) return word;
      for (const form of [stem(word), stem(word) + "e"]) if (form.length > 3 && (await engine.spell(form)) === form) return form;
      return (await engine.spell(word)) ?? word;
    }),
  );
}

/** How much each word says: its rarity in the docs, or its synonyms' when the docs say it their way ("frontend" → "front"). */
async function weigh(engine: SearchEngine, words: string[]): Promise<number[]> {
  const forms = words.map((word) => [word.replace(/^\$/, ""), ...(SYNONYMS[word] ?? [])]);
  const counts = await engine.frequencies(forms.flat());
  let next = 0;
  return forms.map((list) => {
    const most = Math.max(...list.map(() => counts[next++]));
    return Math.log(1 + engine.documentCount / (Math.max(most, UNKNOWN_WORD_COUNT) + 1));
  });
}

function conceptOf(word: string, weight: number): Concept {
  return { label: word, stems: [...new Set([stem(word), ...(SYNONYMS[word] ?? []).map((synonym) => stem(synonym.toLowerCase()))])], weight };
}

/** Glossary terms whose definition the question paraphrases (in distinctive words) without naming the term. */
function glossaryHints(glossary: Glossary, own: Concept[]): string[] {
  const distinctive = new Set(own.filter((concept) => concept.weight >= DISTINCTIVE_WEIGHT).map((concept) => stem(concept.label)));
  const asked = new Set(own.map((concept) => stem(concept.label)));
  return Object.entries(glossary)
    .filter(([term, definition]) => {
      const termStems = stems(term);
      if ([...termStems].some((s) => asked.has(s))) return false;
      const shared = new Set(
        keywords(definition)
          .map(stem)
          .filter((s) => distinctive.has(s) && !termStems.has(s)),
      );
      return shared.size >= GLOSSARY_OVERLAP;
    })
    .map(([term]) => term);
}

/**
 * The words of a question worth looking for. Numbers are values, not topics (an HTTP status is
 * kept), and the segments of a path the reader quotes ("/api/articles/popular") name their own content.
 */
function askedWords(question: string): string[] {
  const quoted = new Set((question.toLowerCase().match(/\/[\w/.-]+/g) ?? []).flatMap((path) => path.split(/[/.]+/)).filter((word) => word && word !== "api"));
  return keywords(question).filter((word) => !quoted.has(word) && (!/^\d+$/.test(word) || /^[1-5]\d\d$/.test(word)));
}

export async function questionConcepts(engine: SearchEngine, question: string, glossary: Glossary, previousQuestion?: string): Promise<QuestionConcepts> {
  const ownWords = await spelled(engine, askedWords(question));
  const contextWords = previousQuestion ? (await spelled(engine, askedWords(previousQuestion))).filter((word) => !ownWords.includes(word)) : [];
  const [ownWeights, contextWeights] = await Promise.all([weigh(engine, ownWords), weigh(engine, contextWords)]);
  const own = ownWords.map((word, i) => conceptOf(word, TASK_VERBS.has(word) ? ownWeights[i] / 2 : ownWeights[i]));
  const context = contextWords.map((word, i) => conceptOf(word, contextWeights[i] / 2));

  const lower = question.toLowerCase();
  const phrases = PHRASES.filter((phrase) => phrase.when.test(lower) && !phrase.unless?.test(lower));
  const hinted = [...phrases.map((phrase) => phrase.docs), ...glossaryHints(glossary, own).map((term) => [term])];
  const meanWeight = own.length ? own.reduce((sum, concept) => sum + concept.weight, 0) / own.length : 1;
  const hints = hinted.map((docs) => ({ label: docs.join(" "), stems: [...new Set(docs.flatMap((term) => [...stems(term)]))], weight: meanWeight }));

  const searchWords = [...ownWords, ...own.flatMap((concept) => SYNONYMS[concept.label] ?? []), ...hinted.flat(), ...contextWords];
  const phraseAreas = phrases.flatMap((phrase) => (phrase.area ? [phrase.area] : []));
  return { own, context, hints, searchWords: [...new Set(searchWords)], phraseAreas };
}
