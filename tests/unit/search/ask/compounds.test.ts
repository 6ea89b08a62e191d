// How a reader's words are brought to the docs' spelling: split compounds joined, and texts
// matched whichever way they write a compound.
import { describe, expect, it } from "vitest";
import { joinCompounds } from "../../../../search/ask/compounds";
import { keywords, stem, stems } from "../../../../search/ask/words";

/** Record counts as a docs index would give them. */
const COUNTS: Record<string, number> = {
  data: 600,
  base: 50,
  database: 550,
  log: 250,
  login: 130,
  time: 200,
  timestamp: 14,
  content: 1700,
  type: 1150,
  contenttype: 6,
  sign: 80,
  email: 320,
};
const count = async (words: string[]) => words.map((word) => COUNTS[word] ?? 0);

describe("split compounds", () => {
  it("joins a pair the docs write as one word", async () => {
    expect(await joinCompounds(["which", "data", "base", "engines"], count)).toEqual(["which", "database", "engines"]);
    expect(await joinCompounds(["sort", "by", "time", "stamp"], count)).toEqual(["sort", "by", "timestamp"]);
  });

  it("joins a phrasal verb however rare the joined word, when the docs use it", async () => {
    expect(await joinCompounds(["i", "cannot", "log", "in"], count)).toEqual(["i", "cannot", "login"]);
    // "signup" is not a docs word: the pair stays.
    expect(await joinCompounds(["sign", "up"], count)).toEqual(["sign", "up"]);
  });

  it("leaves a pair whose joined form is rarer than its halves (code identifiers, not the docs' word)", async () => {
    expect(await joinCompounds(["content", "type", "fields"], count)).toEqual(["content", "type", "fields"]);
  });

  it("never joins across a stop word, and joins hyphenated words the docs write as one", async () => {
    expect(await joinCompounds(["log", "the", "in"], count)).toEqual(["log", "the", "in"]);
    expect(await joinCompounds(["send", "an", "e-mail"], count)).toEqual(["send", "an", "email"]);
  });
});

describe("words", () => {
  it("finds a compound in a text that splits it", () => {
    expect(stems("Log in to the admin panel").has(stem("login"))).toBe(true);
    expect(stems("The data base").has(stem("database"))).toBe(true);
  });

  it("drops the other forms of stop words and what is left of contractions", () => {
    expect(keywords("seeing making says isn't whats the admin tables")).toEqual(["admin", "tables"]);
  });

  it("keeps AI, a short word that is a topic of its own", () => {
    expect(keywords("alt text written by AI")).toEqual(["alt", "text", "written", "ai"]);
  });
});
