// Written reader questions (search/ask/reader-questions.ts) and how retrieval uses them.
import { describe, expect, it } from "vitest";
import type { Concept } from "../../../../search/ask/concepts";
import { layQuestions } from "../../../../search/ask/question-layout";
import { indexReaderQuestions, readerQuestionsOf, type WrittenSection } from "../../../../search/ask/reader-questions";
import { rankSections, retrieve } from "../../../../search/ask/retrieve";
import { docs, records } from "./fixture";

const concept = (label: string, weight: number, stems = [label]): Concept => ({ label, stems, weight });

describe("the closest written questions", () => {
  const questions = readerQuestionsOf(
    indexReaderQuestions([
      [0, "/guide#sign-in", ["how do i log in to the admin panel", "admin password forgotten"]],
      [4, "/server#port", ["run the server on another port", "admin panel on another port"]],
      [9, "/tokens", ["where do i see my tokens"]],
    ]),
  );

  it("ranks sections by their closest question; a word the reader joins ('login') meets the question's pair ('log in')", () => {
    const found = questions.closest([concept("login", 3), concept("admin", 1)], 3);
    expect(found.map((match) => match.url)).toEqual(["/guide#sign-in", "/server#port"]);
    expect(found[0]).toMatchObject({ doc: 0, question: "how do i log in to the admin panel" });
    expect(found[0].closeness).toBeGreaterThan(found[1].closeness);
  });

  it("holds both ways: a question that holds all of the reader's words but says much more is not as close as one that says only that", () => {
    const [onlyThat] = questions.closest([concept("token", 2)], 1);
    const [port] = questions.closest([concept("port", 2)], 1);
    expect(onlyThat.closeness).toBeGreaterThan(port.closeness);
    expect(port.closeness).toBeLessThan(1);
    expect(questions.closest([concept("kubernetes", 5)], 3)).toEqual([]);
  });
});

describe("the written questions no page answers", () => {
  const questions = readerQuestionsOf(
    indexReaderQuestions([[0, "/guide#sign-in", ["how do i log in to the admin panel"]]], undefined, undefined, [
      "log in to the admin panel with a fingerprint",
    ]),
  );

  it("are matched like the others, but never as a section", () => {
    const asked = [concept("fingerprint", 4), concept("login", 3), concept("admin", 1)];
    expect(questions.closestUnanswered(asked)).toMatchObject({ question: "log in to the admin panel with a fingerprint" });
    expect(questions.closestUnanswered(asked)?.closeness).toBeGreaterThan(questions.closest(asked, 1)[0].closeness);
    expect(questions.closest(asked, 5).map((match) => match.url)).toEqual(["/guide#sign-in"]);
    expect(questions.closestUnanswered([concept("kubernetes", 5)])).toBeUndefined();
  });
});

describe("the index the build writes", () => {
  const isWord = (word: string) => ["login", "database"].includes(word);

  it("keeps a joined pair that is a word or that some question writes as one, and leaves out the rest", () => {
    const { stems } = indexReaderQuestions(
      [[0, "/a", ["how do i log in when my site is down", "data base is locked", "timestamp is wrong", "time stamp is off"]]],
      isWord,
    );
    expect(stems).toEqual(expect.arrayContaining(["login", "databas", "timestamp"]));
    expect(stems).not.toContain("mysite");
  });

  it("leaves out the words that say nothing, but not those that turn a question", () => {
    const { stems } = indexReaderQuestions([[0, "/a", ["how do i see it again without a token"]]], isWord);
    expect(stems).toEqual(expect.arrayContaining(["again", "without", "token"]));
    expect(stems).not.toEqual(expect.arrayContaining(["how"]));
    expect(stems).not.toContain("do");
  });
});

describe("retrieval with written questions", () => {
  // The reader's words are not the section's: only the written question bridges them.
  const question = "my nightly script suddenly gets refused since a colleague cleaned up our keys";
  const url = "/user-docs/settings/api-tokens#delete-a-token";
  const data: WrittenSection[] = [
    [records.findIndex((record) => record.url === url), url, ["nightly script suddenly refused after a colleague cleaned up the keys"]],
  ];

  it("finds the section the written question stands for, which the docs' words alone miss", async () => {
    const without = await retrieve(docs.engine, question, { glossary: docs.glossary });
    expect(without.sections.map((section) => section.url)).not.toContain(url);
    const withQuestions = await retrieve(docs.engine, question, { glossary: docs.glossary, readerQuestions: readerQuestionsOf(indexReaderQuestions(data)) });
    expect(withQuestions.sections[0]).toMatchObject({ url });
    expect(withQuestions.sections[0].closeness).toBeGreaterThan(0.8);
  });
});

describe("retrieval with written questions no page answers", () => {
  const url = "/user-docs/settings/api-tokens#create-a-token";
  const written: WrittenSection[] = [[records.findIndex((record) => record.url === url), url, ["create an api token for my script in the admin panel"]]];
  const question = "create an api token in the admin that only works from the office";
  const contextWith = (unanswered: string[]) => ({
    glossary: docs.glossary,
    readerQuestions: readerQuestionsOf(indexReaderQuestions(written, undefined, undefined, unanswered)),
  });

  it("declines a question closer to one that no page answers than to any that a section does, and names the closest pages", async () => {
    const answered = await retrieve(docs.engine, question, contextWith([]));
    expect(answered.sections[0]?.url.split("#")[0]).toBe("/user-docs/settings/api-tokens");
    const declined = await retrieve(docs.engine, question, contextWith(["api token in the admin that only works from the office"]));
    expect(declined.sections).toEqual([]);
    expect(declined.closestPages[0]?.url).toBe("/user-docs/settings/api-tokens");
  });

  it("knows the words only they use, and not those an answered question uses too", () => {
    const { unansweredOnly } = contextWith(["stamp a watermark on every image an api token uploads"]).readerQuestions;
    expect([...unansweredOnly]).toContain("watermark");
    expect([...unansweredOnly]).not.toContain("token");
  });

  it("declines when the closest of them holds a reader's word that only they use, though the rest is answered", async () => {
    const reader = "create an api token for my script, with a watermark";
    const answered = await retrieve(docs.engine, reader, contextWith([]));
    expect(answered.sections[0]?.url.split("#")[0]).toBe("/user-docs/settings/api-tokens");
    const ranked = await rankSections(docs.engine, reader, contextWith(["stamp a watermark on every image an api token uploads"]));
    // Not declined for its closeness alone: an answered question comes closer.
    expect(ranked.unansweredCloseness).toBeLessThan(Math.max(...ranked.sections.map((section) => section.closeness)));
    const declined = await retrieve(docs.engine, reader, contextWith(["stamp a watermark on every image an api token uploads"]));
    expect(declined.sections).toEqual([]);
  });
});

describe("the written questions' layout", () => {
  // Question 0: stem 0, and stem 3 joined from its own stems 1 and 2 ("log" + "in" → "login"); question 1: stem 1.
  const layout = layQuestions([[0, [3, 1, 2]], [1]], 4);

  it("lists each question's entries, and for each entry the places of the own stems it stands for", () => {
    expect([...layout.entryStart]).toEqual([0, 2, 3]);
    expect([...layout.entryStem]).toEqual([0, 3, 1]);
    expect([...layout.placeStart]).toEqual([0, 1, 3, 4]);
    expect([...layout.ownPlace]).toEqual([0, 1, 2, 0]);
    expect([...layout.ownStart]).toEqual([0, 3, 4]);
    expect(layout.byStem[3]).toEqual([0]);
    expect(layout.byStem[1]).toEqual([1]);
  });

  it("weighs an own stem by its rarity among the questions, and sums each question's", () => {
    const [stem0, stem1, stem2, stem1Again] = layout.ownWeight;
    expect(stem1).toBeCloseTo(stem1Again);
    expect(stem0).toBeGreaterThan(stem1);
    expect(stem2).toBeCloseTo(stem0);
    expect(layout.ownTotal[0]).toBeCloseTo(stem0 + stem1 + stem2);
  });
});
