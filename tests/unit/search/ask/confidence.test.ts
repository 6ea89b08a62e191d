// When Ask AI answers and when it declines: the confidence of the best section.
import { describe, expect, it } from "vitest";
import type { Concept } from "../../../../search/ask/concepts";
import { writesAsName } from "../../../../search/ask/concepts";
import { confidenceOf, MIN_CONFIDENCE } from "../../../../search/ask/confidence";

const concept = (label: string, name = false, compared = false): Concept => ({ label, stems: [label], weight: 4, name, compared });

describe("confidence", () => {
  const firebase = concept("firebase", true);
  const tokens = concept("tokens");

  it("is the share of the question a section covers, at most 1, without written questions", () => {
    expect(confidenceOf(0.7, undefined, [], [tokens])).toBeCloseTo(0.7);
    expect(confidenceOf(1.3, undefined, [], [tokens])).toBe(1);
  });

  it("with them, is that share averaged with the share its page's written questions hold", () => {
    expect(confidenceOf(1.3, 0.4, [], [tokens])).toBeCloseTo(0.7);
    // Neither a section that holds the words by chance, nor a page readers ask about in general, answers alone.
    expect(confidenceOf(0.7, 0, [], [tokens])).toBeLessThan(MIN_CONFIDENCE);
    expect(confidenceOf(0, 0.7, [], [tokens])).toBeLessThan(MIN_CONFIDENCE);
    expect(confidenceOf(0.5, 0.5, [], [tokens])).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });

  it("drops below the threshold when the section lacks a name the question asks about", () => {
    expect(confidenceOf(0.75, undefined, [firebase], [tokens])).toBeLessThan(MIN_CONFIDENCE);
    expect(confidenceOf(0.85, 0.6, [firebase], [tokens])).toBeLessThan(MIN_CONFIDENCE);
    expect(confidenceOf(0.85, undefined, [firebase], [tokens, firebase])).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });

  it("costs less for a name the reader only compares with: the rest of the question must still be answered", () => {
    const heroku = concept("heroku", true, true);
    expect(confidenceOf(0.65, undefined, [heroku], [tokens])).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
    expect(confidenceOf(0.65, undefined, [firebase], [tokens])).toBeLessThan(MIN_CONFIDENCE);
    expect(confidenceOf(0.45, undefined, [heroku], [tokens])).toBeLessThan(MIN_CONFIDENCE);
  });

  it("reads a name from how the question writes it", () => {
    expect(writesAsName("How do I integrate Shopify products?", "shopify")).toBe(true);
    expect(writesAsName("Can Strapi send SMS messages?", "sms")).toBe(true);
    expect(writesAsName("Move my WordPress posts", "wordpress")).toBe(true);
    expect(writesAsName("Shopify products", "shopify")).toBe(false);
    expect(writesAsName("my laptop is slow", "laptop")).toBe(false);
  });
});
