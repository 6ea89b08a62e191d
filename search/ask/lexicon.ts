// What Ask AI knows of English beyond the docs, built from WordNet by the build
// (pipeline/ask/lexicon.ts) and read by the worker once per isolate: which words are everyday
// English (a word the docs never use is then neither a misspelling of a docs word nor a product
// the docs do not cover), and for a word the docs never use, the docs' words that mean the same
// ("mandatory" → required).
import { DATA_BASE } from "../../core/asset-paths";
import { bloomReader, type BloomData } from "./bloom";

/** Where the build writes the lexicon among the static assets. Not in core's `dataUrl`: the browser never reads it. */
export const ASK_LEXICON_PATH = `${DATA_BASE}/ask/lexicon.json`;

export interface LexiconData {
  english: BloomData;
  /** A dictionary form the docs never use → docs words among its WordNet synonyms. */
  synonyms: Record<string, string[]>;
}

export interface Lexicon {
  /** Undefined when there is no dictionary to tell. */
  isEnglish(word: string): boolean | undefined;
  synonymsOf(word: string): string[];
}

/** Without the lexicon, words are judged by the docs alone. */
export const NO_LEXICON: Lexicon = { isEnglish: () => undefined, synonymsOf: () => [] };

/** The word and the dictionary forms it may be an inflection of ("columns" → column, "overwrote" stays). */
export function dictionaryForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => form.length > 2 && !forms.includes(form) && forms.push(form);
  if (word.endsWith("ies")) add(word.slice(0, -3) + "y");
  if (word.endsWith("es")) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) add(word.slice(0, -1));
  for (const suffix of ["ed", "ing", "er", "est"])
    if (word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      add(base);
      add(base + "e");
      if (/([b-df-hj-np-tv-z])\1$/.test(base)) add(base.slice(0, -1));
      if (base.endsWith("i")) add(base.slice(0, -1) + "y");
    }
  return forms;
}

export function lexiconOf(data: LexiconData): Lexicon {
  const inDictionary = bloomReader(data.english);
  return {
    isEnglish: (word) => dictionaryForms(word).some(inDictionary),
    synonymsOf: (word) => dictionaryForms(word).flatMap((form) => (Object.hasOwn(data.synonyms, form) ? data.synonyms[form] : [])),
  };
}
