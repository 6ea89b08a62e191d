// The note under a doc page's title says what ran for the page, from the lab's records only.
import { describe, expect, it } from "vitest";
import { treeText, type TreeElement } from "../../../../core/tree";
import { runRecordNote, type RunRecords } from "../../../../pipeline/site/run-record";
import { loadSite } from "../../../../pipeline/site/load-site";
import { makeContent, page } from "../../helpers";

const passed = { strapi: "5.8.1", result: "passed", date: "2026-11-26" } as const;
const records: RunRecords = {
  strapi: "5.8.1",
  examples: { "api/rest.mdx#aaa": passed, "api/rest.mdx#bbb": { ...passed, date: "2026-11-27" }, "api/rest-other.mdx#ccc": passed },
  serverBlocks: { "api/rest.mdx#ddd": passed, "api/rest.mdx#eee": { ...passed, result: "failed" }, "api/rest.mdx#fff": { ...passed, strapi: "5.1.1" } },
  labChecks: [{ ...passed, pages: ["api/rest.mdx", "other.mdx"], title: "Transfer between two projects", assertions: 12 }],
};

describe("run record note", () => {
  it("counts the page's passed records made with the lab's Strapi, and lists what each kind showed", () => {
    const note = runRecordNote("api/rest.mdx", records) as TreeElement;
    expect(note[0]).toBe("details");
    expect(treeText(note[2])).toBe("Checked on Strapi 5.8.1: 2 API examples, 1 server-side code block, 1 lab check");
    const text = treeText(note);
    expect(text).toContain("last on 2026-11-27");
    expect(text).toContain("Transfer between two projects (12 assertions).");
  });

  it("claims nothing for a page without records, with only failed or other-version ones, or when the lab's version is unknown", () => {
    expect(runRecordNote("user-docs/intro.mdx", records)).toBeNull();
    expect(runRecordNote("api/rest.mdx", { ...records, strapi: "" })).toBeNull();
    const stale: RunRecords = { ...records, examples: {}, labChecks: [], serverBlocks: { "api/rest.mdx#eee": { ...passed, result: "failed" } } };
    expect(runRecordNote("api/rest.mdx", stale)).toBeNull();
  });

  it("does not count another file whose name starts the same", () => {
    const note = runRecordNote("api/rest-other.mdx", records) as TreeElement;
    expect(treeText(note[2])).toBe("Checked on Strapi 5.8.1: 1 API example");
  });
});

describe("run records in the build", () => {
  it("gives a doc page its note, and a page with no records none", async () => {
    const contentDir = makeContent({ "api/rest.mdx": page("REST", "Text."), "intro.mdx": page("Intro", "Text.") });
    const site = await loadSite({ contentDir, publicDir: contentDir, sidebars: {}, runRecords: records });
    const byPath = new Map(site.pages.map((built) => [built.data.path, built.data]));
    expect(treeText(byPath.get("/api/rest")?.runRecord ?? "")).toContain("Checked on Strapi 5.8.1: 2 API examples");
    expect(byPath.get("/intro")?.runRecord).toBeNull();
  });
});
