// Which ranked sections may answer (search/ask/retrieve.ts).
import { describe, expect, it } from "vitest";
import { MIN_CONFIDENCE } from "../../../../search/ask/confidence";
import { answeringSections, type Section } from "../../../../search/ask/retrieve";

const section = (url: string, score: number, confidence: number): Section => ({
  url,
  page: "Page",
  heading: null,
  headings: [],
  blocks: ["text"],
  area: "dev",
  score,
  coverage: confidence,
  closeness: 0,
  confidence,
  matched: [],
  adds: [],
});

describe("the sections that answer", () => {
  it("are the confident ones, best first, up to the limit", () => {
    const ranked = [section("/a", 2, 0.9), section("/b", 1.8, MIN_CONFIDENCE / 2), section("/c", 1.5, 0.6), section("/d", 1.4, 0.7)];
    expect(answeringSections(ranked, 2).map((found) => found.url)).toEqual(["/a", "/c"]);
  });

  it("leave out a confident section that ranks far below the best", () => {
    const ranked = [section("/best", 2, MIN_CONFIDENCE * 0.95), section("/close", 1.2, 0.6), section("/far", 0.6, 0.9)];
    expect(answeringSections(ranked, 6).map((found) => found.url)).toEqual(["/close"]);
    expect(answeringSections([section("/best", 2, MIN_CONFIDENCE * 0.95), section("/far", 0.5, 0.9)], 6)).toEqual([]);
  });

  it("are none when the best-scored section is far from confident, however confident one near it is", () => {
    const ranked = [section("/close", 1.2, 0.6), section("/best", 2, MIN_CONFIDENCE / 2)];
    expect(answeringSections(ranked, 6)).toEqual([]);
  });
});
