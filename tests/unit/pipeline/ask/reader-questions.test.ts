import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headingKey, readReaderQuestions } from "../../../../pipeline/ask/reader-questions";
import { loadSite } from "../../../../pipeline/site/load-site";
import { siteRecords } from "../../../../pipeline/search/write-index";
import { makeContent, page } from "../../helpers";

const pages = {
  "guide.mdx": page("Guide", "Intro text.\n\n## Install `the-cli` <EnterpriseBadge />\n\nRun it.\n\n### Check it\n\nIt runs."),
  "hidden.mdx": page("Hidden", "Not listed.", "unlisted: true\n"),
  "snippets/note.mdx": page("Note", "A note."),
};

async function questionsOf(files: Record<string, string>) {
  const contentDir = makeContent({ ...pages, ...files });
  const site = await loadSite({ contentDir, publicDir: makeContent({ "robots.txt": "" }), sidebars: {} });
  const records = siteRecords(site);
  return { ...readReaderQuestions(contentDir, site, records), records, contentDir, site };
}

describe("reader questions at build time", () => {
  it("matches each question to its section's URL and first search document, headings compared as written in the MDX", async () => {
    const questions = JSON.stringify({
      sections: [
        { heading: null, questions: ["what is this guide"] },
        { heading: "Install `the-cli` <EnterpriseBadge />", questions: ["how do i set up the command line tool"] },
        { heading: "Check it", questions: ["did the install work", "how to verify the cli"] },
      ],
    });
    const { sections, problems, records, questions: count } = await questionsOf({ "guide.questions.json": questions });
    expect(problems).toEqual([]);
    expect(count).toBe(4);
    expect(sections.map(([doc, url, list]) => [url, list.length, records[doc].url])).toEqual([
      ["/guide", 1, "/guide"],
      ["/guide#install-the-cli", 1, "/guide#install-the-cli"],
      ["/guide#check-it", 2, "/guide#check-it"],
    ]);
    // The first document of each section is its heading's own record.
    for (const [doc] of sections) expect(records[doc].type).not.toBe("content");
  });

  it("collects every file's questions that no page answers", async () => {
    const { unanswered, problems } = await questionsOf({
      "guide.questions.json": JSON.stringify({
        sections: [{ heading: null, questions: ["what is this guide"] }],
        unanswered: ["does the cli run on a toaster"],
      }),
    });
    expect(problems).toEqual([]);
    expect(unanswered).toEqual(["does the cli run on a toaster"]);
  });

  it("names the file and what is wrong: a missing heading, a bad shape, no page, a page the search index leaves out", async () => {
    const { problems } = await questionsOf({
      "guide.questions.json": JSON.stringify({ sections: [{ heading: "Uninstall", questions: ["remove it"] }] }),
      "other.questions.json": JSON.stringify({ sections: [] }),
      "hidden.questions.json": JSON.stringify({ sections: [{ heading: null, questions: ["where is it"] }] }),
      "snippets/note.questions.json": JSON.stringify({ sections: [{ heading: null, questions: ["a note?"] }] }),
    });
    expect(problems).toEqual([
      'guide.questions.json: heading "Uninstall" is not a section of /guide',
      "hidden.questions.json: /hidden is not in the search index (a snippet or an unlisted page), so Ask AI cannot cite it",
      "other.questions.json: no page other.mdx for these questions",
      "snippets/note.questions.json: /snippets/note is not in the search index (a snippet or an unlisted page), so Ask AI cannot cite it",
    ]);
  });

  it("rejects a file that does not parse or holds an empty question list", async () => {
    const { contentDir, site, records } = await questionsOf({});
    writeFileSync(join(contentDir, "guide.questions.json"), '{ "sections": [ { "heading": null, "questions": [] } ] }');
    const [empty] = readReaderQuestions(contentDir, site, records).problems;
    expect(empty).toMatch(/^guide\.questions\.json: .*questions/);
    writeFileSync(join(contentDir, "guide.questions.json"), "{ not json");
    const [broken] = readReaderQuestions(contentDir, site, records).problems;
    expect(broken).toMatch(/^guide\.questions\.json: .*JSON/);
  });

  it("compares headings without their markup", () => {
    expect(headingKey("Log in with `SSO` <EnterpriseBadge /> <SsoBadge />")).toBe("log in with sso");
    expect(headingKey("See [the **guide**](/guide)")).toBe("see the guide");
  });
});
