// Pages by their written questions and headings pooled (search/ask/page-questions.ts), and how
// retrieval weighs the sections of the page they point to.
import { describe, expect, it } from "vitest";
import { indexPageQuestions, pageQuestionsOf, pageTerms } from "../../../../search/ask/page-questions";
import { indexReaderQuestions, readerQuestionsOf, type WrittenSection } from "../../../../search/ask/reader-questions";
import { retrieve } from "../../../../search/ask/retrieve";
import { docs, records } from "./fixture";

const ranked = (found: Map<string, { score: number }>) => [...found].sort(([, a], [, b]) => b.score - a.score).map(([path]) => path);

describe("the terms of a text", () => {
  it("are its meaningful words' stems, and each neighbouring pair of them joined", () => {
    expect(pageTerms("How do I log in to the admin panel?")).toEqual(["log", "admin", "panel", "log_admin", "admin_panel"]);
  });
});

describe("pages by their written questions", () => {
  const pages = pageQuestionsOf(
    indexPageQuestions([
      {
        path: "/admins",
        headings: ["Administrators", "Deactivate an administrator"],
        questions: ["an employee left the company, what happens to his account", "block someone from the admin", "who changed this entry"],
      },
      {
        path: "/tokens",
        headings: ["API tokens"],
        questions: ["my script gets refused since a colleague left", "where do I see my tokens", "token for the admin api"],
      },
      { path: "/login", headings: ["Log in"], questions: ["I forgot my admin password", "deactivate the login page"] },
    ]),
  );

  it("ranks first the page whose questions, pooled, hold the reader's words, though no one of them holds them all", () => {
    expect(ranked(pages.matches("an employee left, how do I block him from the admin"))[0]).toBe("/admins");
  });

  it("weighs a heading above a written question", () => {
    expect(ranked(pages.matches("deactivate"))).toEqual(["/admins", "/login"]);
  });

  it("counts a follow-up's previous question for half of what the same words count for in the question", () => {
    const own = pages.matches("where do I see my tokens").get("/tokens")?.score ?? 0;
    expect(own).toBeGreaterThan(0);
    expect(pages.matches("and then?", "where do I see my tokens").get("/tokens")?.score).toBeCloseTo(own / 2);
  });

  it("says how much of the question a page holds, rare words counting more, and the previous question not at all", () => {
    const found = pages.matches("kubernetes tokens", "admin password");
    expect(found.get("/tokens")?.coverage).toBeGreaterThan(0.3);
    expect(found.get("/tokens")?.coverage).toBeLessThan(0.7);
    expect(found.get("/login")?.coverage).toBe(0);
    expect(pages.matches("where do I see my tokens").get("/tokens")?.coverage).toBe(1);
  });

  it("takes any word, even one that names a property of every object", () => {
    expect(pages.matches("constructor tostring __proto__ hasownproperty").size).toBe(0);
  });
});

describe("retrieval with the pages the written questions point to", () => {
  const question = "the intern's nightly import is refused since the cleanup, what do I click";
  const page = "/user-docs/settings/api-tokens";
  const written = (url: string, questions: string[]): WrittenSection => [records.findIndex((record) => record.url === url), url, questions];
  // One written question of another page holds more of the reader's words than any one of the page's,
  // but the page's questions together hold more.
  const data = [
    written("/user-docs/content-manager/writing-content#create-an-entry", ["nightly import refused"]),
    written(`${page}#create-a-token`, ["the intern's nightly run"]),
    written(`${page}#token-durations`, ["import broken by the cleanup"]),
    written(`${page}#delete-a-token`, ["refused since the cleanup"]),
  ];

  it("puts a section of that page first, above the section of the closest single question", async () => {
    const found = await retrieve(docs.engine, question, { glossary: docs.glossary, readerQuestions: readerQuestionsOf(indexReaderQuestions(data)) });
    expect(found.closestPages[0]?.url).toBe(page);
  });
});
