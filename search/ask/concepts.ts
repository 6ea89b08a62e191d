// A question as the things it asks about. Each concept is one of the reader's words (spelled as the
// docs spell it) with the docs' words that mean the same, weighted by how rare it is in the docs:
// "documentId" says more than "content". Hints are docs terms the reader's phrasing points to
// (search/ask/vocabulary.ts), and the glossary's terms whose definitions the question paraphrases.
import type { SearchEngine } from "../engine";
import type { Area } from "./intent";
import { PHRASES, SYNONYMS } from "./vocabulary";
import { joinCompounds } from "./compounds";
import { NO_LEXICON, type Lexicon } from "./lexicon";
import type { ReaderQuestions } from "./reader-questions";
import type { SectionStems } from "./section-stems";
import { keywords, meaningful, stem, stems, TASK_VERBS, words } from "./words";

/** Terms and their plain-text definitions (content/glossary.ts), handed in by the caller. */
export type Glossary = Readonly<Record<string, string>>;

/** What a question is read with besides the index. */
export interface AskContext {
  glossary?: Glossary;
  /** English words and WordNet synonyms (without it, every word the docs never use counts as a name). */
  lexicon?: Lexicon;
  /** The previous question, for a follow-up. */
  previousQuestion?: string;
  /** The questions the docs team wrote for each section in readers' words (search/ask/reader-questions.ts). */
  readerQuestions?: ReaderQuestions;
  /** The sections' stems as the build wrote them (search/ask/section-stems.ts); without them, each section is stemmed when read. */
  sectionStems?: SectionStems;
}

export interface Concept {
  /** The reader's word, or the docs terms of a hint. */
  label: string;
  /** Stems any one of which counts as the concept being present. */
  stems: string[];
  weight: number;
  /** The docs words that stand for a reader's word. */
  synonyms?: string[];
  /** A name the docs never use ("Firebase"): a section that lacks it hardly answers (search/ask/confidence.ts). */
  name?: boolean;
  /** A name the reader compares with ("like Heroku"): a section that lacks it may still answer. */
  compared?: boolean;
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
  /** The question's own words worth looking for, spelled as the docs spell them, in order. */
  spelledWords: string[];
  /** The areas of the docs the question's turns of phrase belong to. */
  phraseAreas: Area[];
}

/** A word the docs never use still says a lot, but no more than a rare one. */
const UNKNOWN_WORD_COUNT = 1;
/** What an everyday word the docs never use says: as much as a word found in one record in 20. */
const EVERYDAY_WORD_WEIGHT = 3;
/** A glossary term is hinted when the question shares this many of its definition's distinctive words. */
const GLOSSARY_OVERLAP = 2;
/** A word found in fewer than about one record in 30. */
export const DISTINCTIVE_WEIGHT = 3.5;

/**
 * The docs' spelling of each word that the index does not hold as typed: another form of the same
 * word ("submitted" → "submit"), else, for a word that is neither English nor a name ("Naples"),
 * the nearest term ("relashions" → "relations").
 */
async function spelled(engine: SearchEngine, words: string[], writesAsName: (word: string) => boolean, lexicon: Lexicon): Promise<string[]> {
  return Promise.all(
    words.map(async (word) => {
      if (!/^[a-z]+$/.test(word) || (await engine.spell(word)) === word) return word;
      for (const form of [stem(word), stem(word) + "e"]) if (form.length > 3 && (await engine.spell(form)) === form) return form;
      if (lexicon.isEnglish(word) || writesAsName(word)) return word;
      // Readers rarely mistype a word's first letter: "ckeditor" is not a misspelled "editor".
      const nearest = await engine.spell(word);
      return nearest?.[0] === word[0] ? nearest : word;
    }),
  );
}

/**
 * Each word as a concept: its stems and the docs words that mean the same (the project's table,
 * else, for a word the docs never use, WordNet's), weighted by its rarity in the docs or its
 * synonyms' when the docs say it their way ("frontend" → "front"). A word the docs never use says
 * the most when it is a name (a product the docs may not cover, which the answer must not ignore),
 * and only as much as a common docs word when it is everyday English ("laptop", "pizza").
 */
async function conceptsOf(engine: SearchEngine, words: string[], isName: (word: string) => boolean, lexicon: Lexicon): Promise<Concept[]> {
  const forms = words.map((word) => [word.replace(/^\$/, ""), ...(SYNONYMS[word] ?? lexicon.synonymsOf(word))]);
  // The index counts a compound ("api_token_salt", "docker-compose") by its parts only.
  const parts = words.map((word) => (/[-_]/.test(word) ? word.split(/[-_]+/).filter(Boolean) : []));
  const counts = await engine.frequencies([...forms.flat(), ...parts.flat()]);
  const partCounts = counts.slice(forms.flat().length);
  let next = 0;
  let nextPart = 0;
  return forms.map((list, i) => {
    const [own, ...synonyms] = list.map((form) => ({ form, count: counts[next++] }));
    const word = words[i];
    // WordNet's senses stray: its synonyms stand in only for a word the docs never use.
    const standing = SYNONYMS[word] || own.count === 0 ? synonyms : [];
    const most = Math.max(own.count, ...standing.map((synonym) => synonym.count));
    // A compound names a product only through a part that does ("hard-coding" and "feature_x" do not).
    const ownParts = parts[i].map((part) => ({ part, count: partCounts[nextPart++] }));
    const name = most === 0 && (ownParts.length ? ownParts.some(({ part, count }) => count === 0 && isName(part)) : isName(word));
    const everyday = most === 0 && !name && lexicon.isEnglish(word) === true;
    const weight = everyday ? EVERYDAY_WORD_WEIGHT : Math.log(1 + engine.documentCount / (Math.max(most, UNKNOWN_WORD_COUNT) + 1));
    return {
      label: word,
      stems: [...new Set([stem(word), ...standing.map((synonym) => stem(synonym.form.toLowerCase()))])],
      weight: TASK_VERBS.has(word) ? weight / 2 : weight,
      synonyms: standing.map((synonym) => synonym.form),
      name,
    };
  });
}

/**
 * Whether the question writes a word as a name: capitalized past its first word, in capitals, or
 * with a capital inside ("Shopify", "SMS", "WordPress").
 */
export function writesAsName(question: string, word: string): boolean {
  const escaped = word.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&");
  for (const match of question.matchAll(new RegExp(`(^|[^\\w$])(${escaped})(?![\\w$])`, "gi"))) {
    const written = match[2];
    const first = question.slice(0, match.index + match[1].length).trim() === "";
    if (/[A-Z]/.test(written.slice(1)) || (!first && /^[A-Z]/.test(written))) return true;
  }
  return false;
}

/**
 * The words a question holds as values of the reader's own: what it quotes ("typing 'smith' finds nothing"), the
 * parts of what it writes with dots, a host, a file or a code path ("mysite.com", "backup.tgz", "strapi.db.query(…).updateMany"),
 * and the identifiers of its code ("deleteArticle", "arrayUnion").
 */
function valueWords(question: string): Set<string> {
  const quoted = [...question.matchAll(/(?:^|[\s(:])['"‘“]([^'"‘’“”]{1,60})['"’”](?=$|[\s.,;:!?)])/g)].map((match) => match[1]);
  const dotted = question.split(/\s+/).filter((token) => /\w\.\w|\)\.\w/.test(token));
  const identifiers = question.match(/\b[a-z]+[A-Z]\w*/g) ?? [];
  return new Set(words([...quoted, ...dotted, ...identifiers].join(" ")));
}

/** A turn of comparison and the words up to three after it ("like Heroku", "coming from Contentful"), not "would like". */
const COMPARISON =
  /(?<!\bwould |\bd |'d )\b(?:like|unlike|as in|similar to|compared (?:to|with)|coming from|instead of|rather than|versus|vs)\b((?:[\s(]+[\w$'.-]+){1,3})/gi;
/** A question after Strapi's equivalent compares with every name it holds ("in Sanity I'd make an object type, what's the strapi equivalent?"). */
const ASKS_EQUIVALENT = /\b(equivalent|counterpart)\b/i;

/** Names a question compares with: it asks about the docs' side of them, which may not name them. */
const comparedWords = (question: string) =>
  new Set(ASKS_EQUIVALENT.test(question) ? words(question) : [...question.matchAll(COMPARISON)].flatMap((match) => words(match[1])));

/** A name, for a word of `question`: written as one, or not English ("shopify", "kubernetes"), unless it is one of the reader's values. */
const nameTest = (question: string, lexicon: Lexicon) => {
  const values = valueWords(question);
  // A word of letters then digits is a technical term ("e2e", "f5", "oauth2"), not a product the docs would have to name.
  return (word: string) => !values.has(word) && !/^[a-z]+\d/.test(word) && (writesAsName(question, word) || lexicon.isEnglish(word) === false);
};

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

/** A number, or a quantity with its unit ("9am", "300mb", "14days"): a value the reader has, not a topic or a name. */
const isValue = (word: string) =>
  /^\d+(ms|s|secs?|mins?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|months?|y|yrs?|years?|am|pm|b|kb|mb|gb|tb|k|m|px|em|rem|x|st|nd|rd|th)?$/.test(word);

/**
 * The words of a question worth looking for. Numbers and quantities are values, not topics (an HTTP status is
 * kept), the segments of a path the reader quotes ("/api/articles/popular") name their own content,
 * and words split where the docs write one ("data base") are joined.
 */
async function askedWords(engine: SearchEngine, question: string): Promise<string[]> {
  const quoted = new Set((question.toLowerCase().match(/\/[\w/.-]+/g) ?? []).flatMap((path) => path.split(/[/.]+/)).filter((word) => word && word !== "api"));
  const joined = await joinCompounds(words(question), (terms) => engine.frequencies(terms));
  return meaningful(joined).filter((word) => !quoted.has(word) && (!isValue(word) || /^[1-5]\d\d$/.test(word)));
}

export async function questionConcepts(
  engine: SearchEngine,
  question: string,
  { glossary = {}, lexicon = NO_LEXICON, previousQuestion }: AskContext = {},
): Promise<QuestionConcepts> {
  const ownName = nameTest(question, lexicon);
  const contextName = nameTest(previousQuestion ?? "", lexicon);
  const ownWords = await spelled(engine, await askedWords(engine, question), (word) => writesAsName(question, word), lexicon);
  const contextWords = previousQuestion
    ? (await spelled(engine, await askedWords(engine, previousQuestion), (word) => writesAsName(previousQuestion, word), lexicon)).filter(
        (word) => !ownWords.includes(word),
      )
    : [];
  const [own, context] = await Promise.all([
    conceptsOf(engine, ownWords, ownName, lexicon).then((concepts) => {
      const compared = comparedWords(question);
      return concepts.map((concept) => (concept.name && compared.has(concept.label) ? { ...concept, compared: true } : concept));
    }),
    conceptsOf(engine, contextWords, contextName, lexicon).then((concepts) => concepts.map((concept) => ({ ...concept, weight: concept.weight / 2 }))),
  ]);

  const lower = question.toLowerCase();
  const phrases = PHRASES.filter((phrase) => phrase.when.test(lower) && !phrase.unless?.test(lower));
  const hinted = [...phrases.map((phrase) => phrase.docs), ...glossaryHints(glossary, own).map((term) => [term])];
  const meanWeight = own.length ? own.reduce((sum, concept) => sum + concept.weight, 0) / own.length : 1;
  const hints = hinted.map((docs) => ({ label: docs.join(" "), stems: [...new Set(docs.flatMap((term) => [...stems(term)]))], weight: meanWeight }));

  const searchWords = [...ownWords, ...own.flatMap((concept) => concept.synonyms ?? []), ...hinted.flat(), ...contextWords];
  const phraseAreas = phrases.flatMap((phrase) => (phrase.area ? [phrase.area] : []));
  return { own, context, hints, searchWords: [...new Set(searchWords)], spelledWords: ownWords, phraseAreas };
}
