import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContentDir, checkContentFile, formatProblem, isVagueDefault, mixesRequireAndTopLevelAwait } from "../../../../tools/content/content-facts";
import { FUTURE_PAGES, LATER_TERMS } from "../../../../tools/content/era-terms";
import { boldLabels, isKnownLabel } from "../../../../tools/content/ui-labels";

const root = resolve(import.meta.dirname, "../../../..");
const fixtures = join(root, "tests/fixtures/content-facts");
const check = (name: string) => checkContentFile(name, readFileSync(join(fixtures, name), "utf8")).map(formatProblem);

describe("content check: option tables", () => {
  it("fails on an empty, dashed, pointer or vague Default cell, naming file and line", () => {
    expect(check("vague-default.mdx")).toEqual([
      expect.stringMatching(/^vague-default\.mdx:9: \[vague-default\] the Default cell of `depthLimit` is "plugin default"/),
      expect.stringMatching(/^vague-default\.mdx:10: \[vague-default\] the Default cell of `pool` is "see \[Pool options\]\(#pool\)"/),
      expect.stringMatching(/^vague-default\.mdx:11: \[vague-default\] the Default cell of `debug` is "—"/),
      expect.stringMatching(/^vague-default\.mdx:12: \[vague-default\] the Default cell of `timeout` is empty/),
    ]);
  });

  it("accepts values, including no default and conditional values", () => {
    for (const cell of [
      "`true`",
      "none",
      "none (required)",
      "prompt (Yes)",
      "`true` in development, `false` otherwise",
      "formidable's defaults, among them `maxFileSize: 209715200`",
    ])
      expect(isVagueDefault(cell), cell).toBe(false);
    for (const cell of ["", "-", "–", "N/A", "varies", "library default", "driver default", "built-in limits", "formidable defaults", "see below"])
      expect(isVagueDefault(cell), cell).toBe(true);
  });
});

describe("content check: later than the era", () => {
  it("fails on a term the era sheet lists as later, naming file and line", () => {
    expect(check("later-term.mdx")).toEqual([
      expect.stringMatching(/^later-term\.mdx:6: \[later-than-era\] "Free, Essential": the Strapi Cloud Free, Essential and Scale plans came after the era/),
      expect.stringMatching(/^later-term\.mdx:8: \[later-than-era\] "preview side panel"/),
    ]);
  });

  it("scopes Cloud-only terms to the Cloud pages", () => {
    const faq = "Serverless platforms suffer from cold starts.";
    expect(checkContentFile("dev-docs/faq.mdx", faq)).toEqual([]);
    expect(checkContentFile("cloud/intro.mdx", faq).map((p) => p.rule)).toEqual(["later-than-era"]);
  });

  it("keeps its term list in one data module, with the pages allowed to talk about the future", () => {
    expect(LATER_TERMS.length).toBeGreaterThan(10);
    expect(FUTURE_PAGES.every((file) => file.endsWith(".mdx"))).toBe(true);
  });
});

describe("content check: require with top-level await", () => {
  it("fails on a code block that mixes require() and top-level await, naming the block's first line", () => {
    expect(check("require-await.mdx")).toEqual([expect.stringMatching(/^require-await\.mdx:7: \[require-with-top-level-await\]/)]);
  });

  it("tells a top-level await from one inside a function", () => {
    expect(mixesRequireAndTopLevelAwait("const fs = require('fs');\nfor await (const x of y) {}")).toBe(true);
    expect(mixesRequireAndTopLevelAwait("const fs = require('fs');\nconst go = async () => { await fs.promises.stat('.'); };")).toBe(false);
    expect(mixesRequireAndTopLevelAwait("import fs from 'fs';\nawait fs.promises.stat('.');", "ts")).toBe(false);
  });
});

describe("content check: admin panel labels in the user docs", () => {
  it("fails on a bold label the 5.8.1 admin panel does not have, each segment of a path apart", () => {
    expect(check("user-docs/ui-label.mdx")).toEqual([
      expect.stringMatching(/^user-docs\/ui-label\.mdx:12: \[ui-label\] "Sav changes" is not a label of the 5\.8\.1 admin panel/),
      expect.stringMatching(/^user-docs\/ui-label\.mdx:12: \[ui-label\] "Secret tokens" is not a label/),
    ]);
  });

  it("reads labels from bold prose, not code spans; matches case, placeholders and trailing punctuation loosely", () => {
    expect(boldLabels("Click **Save** or `**not this**`, then **Settings > Users**.")).toEqual(["Save", "Settings", "Users"]);
    expect(isKnownLabel("SAVE")).toBe(true);
    expect(isKnownLabel("Roles that can change this stage:")).toBe(true);
    expect(isKnownLabel("Roles that can change from this stage")).toBe(false);
  });

  it("finds every segment of the admin paths (content/admin-paths.ts) in the admin panel", async () => {
    const { default: paths } = await import("../../../../content/admin-paths");
    const unknown = Object.entries(paths).flatMap(([name, segments]) => segments.filter((segment) => !isKnownLabel(segment)).map((s) => `${name}: ${s}`));
    expect(unknown).toEqual([]);
  });

  it("checks only the user docs", () => {
    expect(checkContentFile("dev-docs/intro.mdx", "Click **Sav changes**.")).toEqual([]);
  });
});

describe("content check: the real content", () => {
  it("accepts a clean file", () => {
    expect(check("clean.mdx")).toEqual([]);
  });

  it("finds no problem in content/", () => {
    const problems = checkContentDir(join(root, "content")).map(formatProblem);
    expect(problems, `\n${problems.join("\n")}`).toEqual([]);
  });
});
