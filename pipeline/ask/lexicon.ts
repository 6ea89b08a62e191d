// Builds Ask AI's lexicon (search/ask/lexicon.ts) from WordNet and the docs' own vocabulary. The
// English dictionary is every single-word WordNet lemma, and every lower-case word of its glosses
// (the irregular forms). The synonyms bridge a reader's word that the docs never use to the words
// the docs name things with: those of their headings, page titles and descriptions and the admin
// panel's strings, taken from the word's commonest WordNet senses.
// WordNet has no function words: the stop words of search/ask/words.ts join the dictionary.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ASK_LEXICON_PATH, dictionaryForms, type LexiconData } from "../../search/ask/lexicon";
import { stem, STOP_WORDS, words } from "../../search/ask/words";
import type { SearchRecord } from "../../search/types";
import { write } from "../write/file";
import { bloomOf } from "./bloom-writer";
import { readWordNet, type WordNet } from "./wordnet";

/** Senses per part of speech whose synonyms count: the commonest only, the rarer ones stray. */
const SENSES = 1;
/** At most this many docs words per reader word. */
const MAX_SYNONYMS = 4;

export interface DocsVocabulary {
  /** Every word of the docs' records. */
  used: Set<string>;
  /** The words the docs name things with: headings, titles, descriptions, admin panel strings. */
  naming: Set<string>;
}

export function docsVocabulary(records: SearchRecord[], adminStrings: string[]): DocsVocabulary {
  const used = new Set<string>();
  const naming = new Set<string>();
  for (const record of records) {
    const headings = Object.values(record.hierarchy).filter((heading): heading is string => !!heading);
    for (const word of [...words(headings.join(" ")), ...words(record.content ?? "")]) used.add(word);
    for (const word of words(headings.join(" "))) naming.add(word);
    // A page's description says what it is about in the docs' terms.
    if (record.type === "lvl1") for (const word of words(record.content ?? "")) naming.add(word);
  }
  for (const word of words(adminStrings.join(" "))) naming.add(word);
  return { used, naming };
}

/** Every string of the admin panel of the era's Strapi (tools/content/admin-strings.json). */
export function adminStrings(): string[] {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, "../../tools/content/admin-strings.json"), "utf8")) as {
    packages: Record<string, { strings: string[] }>;
  };
  return Object.values(file.packages).flatMap((found) => found.strings);
}

export function buildLexicon(wordnet: WordNet, docs: DocsVocabulary): LexiconData {
  const synonyms: Record<string, string[]> = {};
  const naming = new Set([...docs.naming].map(stem));
  for (const word of wordnet.words) {
    if (naming.has(stem(word)) || STOP_WORDS.has(word)) continue;
    const found = [...wordnet.synonyms(word, SENSES)].filter((synonym) => synonym.length > 2 && docs.naming.has(synonym) && !STOP_WORDS.has(synonym));
    if (found.length) synonyms[word] = found.slice(0, MAX_SYNONYMS);
  }
  // A gloss word the reader's inflections already reach ("columns") needs no room in the filter.
  const irregular = [...wordnet.glossWords].filter((word) => !dictionaryForms(word).some((form) => wordnet.words.has(form)));
  const english = new Set([...wordnet.words, ...irregular, ...STOP_WORDS]);
  return { english: bloomOf(english, english.size), synonyms };
}

/**
 * Writes the lexicon of the docs' records where the worker reads it. `isWord` tells, for the build's other steps,
 * whether a word is one the docs use or an English one.
 */
export function writeAskLexicon(records: SearchRecord[], publicDir: string): { synonyms: number; bytes: number; isWord: (word: string) => boolean } {
  const wordnet = readWordNet();
  const docs = docsVocabulary(records, adminStrings());
  const lexicon = buildLexicon(wordnet, docs);
  const text = JSON.stringify(lexicon);
  write(join(publicDir, ASK_LEXICON_PATH), text);
  return { synonyms: Object.keys(lexicon.synonyms).length, bytes: text.length, isWord: (word) => docs.used.has(word) || wordnet.words.has(word) };
}
