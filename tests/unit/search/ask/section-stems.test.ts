// The sections' stems written at build time (pipeline/ask/section-stems.ts) are those the worker
// would compute, so reading them changes no answer (search/ask/section-stems.ts).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import glossary from "../../../../content/glossary";
import { writeSectionStems } from "../../../../pipeline/ask/section-stems";
import { rankSections } from "../../../../search/ask/retrieve";
import { SectionStems, sectionStemsOf } from "../../../../search/ask/section-stems";
import { makeContent } from "../../helpers";
import { engineFor } from "../memory-index";
import { records } from "./fixture";

const publicDir = makeContent({});
writeSectionStems(records, publicDir);
const reads: string[] = [];
const sectionStems = new SectionStems(async (path) => {
  reads.push(path);
  return readFile(join(publicDir, path), "utf8");
});

describe("section stems from the build", () => {
  it("are, for every section, the stems of its titles and its text records", async () => {
    const starts = records.flatMap((record, doc) => (record.type === "content" ? [] : [doc]));
    for (const start of starts) {
      const record = records[start];
      const blocks = records.filter((other) => other.url === record.url && other.type === "content" && other.content).map((other) => other.content as string);
      const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
      const headings = [lvl2, lvl3, lvl4, lvl5, lvl6].filter((heading): heading is string => !!heading);
      expect(await sectionStems.get(start), record.url).toEqual(sectionStemsOf(lvl1 ?? record.url, headings, blocks));
    }
    // A file holds many sections: the fixture's fit in one, read once.
    expect(new Set(reads).size).toBe(1);
  });

  it("rank the sections exactly as stemming them when read does", async () => {
    // Each engine keeps its own cache of read sections, so the two rankings read the sections apart.
    const [stemmedWhenRead, stemmedAtBuild] = await Promise.all([engineFor(records), engineFor(records)]);
    for (const question of ["How long does a token last?", "run code before an entry is saved", "popular articles route"]) {
      const ranked = async (engine: typeof stemmedWhenRead, context = {}) =>
        (await rankSections(engine, question, { glossary, ...context })).sections.map(({ url, score, confidence, matched }) => ({
          url,
          score,
          confidence,
          matched,
        }));
      expect(await ranked(stemmedAtBuild, { sectionStems }), question).toEqual(await ranked(stemmedWhenRead));
    }
  });
});
