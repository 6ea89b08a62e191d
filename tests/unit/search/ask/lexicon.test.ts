// Ask AI's lexicon: the English dictionary as a Bloom filter, and WordNet synonyms that point a
// reader's word the docs never use to the words the docs name things with.
import { describe, expect, it } from "vitest";
import { bloomOf } from "../../../../pipeline/ask/bloom-writer";
import { buildLexicon, type DocsVocabulary } from "../../../../pipeline/ask/lexicon";
import { readWordNet, type WordNet } from "../../../../pipeline/ask/wordnet";
import { bloomReader } from "../../../../search/ask/bloom";
import { dictionaryForms, lexiconOf } from "../../../../search/ask/lexicon";

/** A WordNet of a few words, each with the synonyms of its commonest sense. */
function fakeWordNet(senses: Record<string, string[]>, glossWords: string[] = []): WordNet {
  return { words: new Set(Object.keys(senses)), glossWords: new Set(glossWords), synonyms: (word) => new Set(senses[word] ?? []) };
}

describe("the English dictionary", () => {
  it("holds every word put in, and few others", () => {
    const words = Array.from({ length: 2000 }, (_, i) => `word${i}`);
    const has = bloomReader(bloomOf(words, words.length));
    expect(words.every(has)).toBe(true);
    const strangers = Array.from({ length: 2000 }, (_, i) => `other${i}`).filter(has);
    expect(strangers.length).toBeLessThan(60);
  });

  it("knows inflected forms by their dictionary form", () => {
    expect(dictionaryForms("columns")).toContain("column");
    expect(dictionaryForms("making")).toContain("make");
    expect(dictionaryForms("stopped")).toContain("stop");
    expect(dictionaryForms("libraries")).toContain("library");
  });
});

describe("the synonyms", () => {
  const wordnet = fakeWordNet(
    {
      mandatory: ["compulsory", "required"],
      coworker: ["colleague", "fellow"],
      theme: ["subject", "topic"],
      laptop: ["portable"],
      required: ["needed"],
    },
    ["stolen"],
  );
  const docs: DocsVocabulary = {
    used: new Set(["required", "colleague", "theme", "subject", "topic", "fellow"]),
    naming: new Set(["required", "colleague", "themes", "topic"]),
  };
  const lexicon = lexiconOf(buildLexicon(wordnet, docs));

  it("point a word the docs never name things with to those the docs do", () => {
    expect(lexicon.synonymsOf("mandatory")).toEqual(["required"]);
    expect(lexicon.synonymsOf("coworkers")).toEqual(["colleague"]);
  });

  it("leave alone a word the docs name things with, in any form, and one with no docs synonym", () => {
    expect(lexicon.synonymsOf("theme")).toEqual([]);
    expect(lexicon.synonymsOf("required")).toEqual([]);
    expect(lexicon.synonymsOf("laptop")).toEqual([]);
  });

  it("say which words are English, stop words included", () => {
    expect(lexicon.isEnglish("laptops")).toBe(true);
    expect(lexicon.isEnglish("although")).toBe(true);
    expect(lexicon.isEnglish("shopify")).toBe(false);
    // An irregular form is no lemma: WordNet's glosses hold it.
    expect(lexicon.isEnglish("stolen")).toBe(true);
  });
});

describe("WordNet's glosses", () => {
  it("hold the irregular forms its lemmas lack, and no product names", () => {
    const { words, glossWords } = readWordNet();
    for (const form of ["stolen", "blew", "wrote"]) expect(words.has(form) || glossWords.has(form), form).toBe(true);
    expect(words.has("stolen") || words.has("blew")).toBe(false);
    for (const product of ["kubernetes", "heroku", "wordpress", "shopify"]) expect(glossWords.has(product), product).toBe(false);
  });
});
