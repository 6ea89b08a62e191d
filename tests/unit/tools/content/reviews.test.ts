// The accuracy review of issue 24 (reviews/issue-24/*.md): every page of the spec's routes.json has an
// entry, headed by its route, saying which facts were checked, what was corrected and what was left
// unverified. The spec's copy in tests/fixtures/spec keeps the test offline and inside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { reviewEntries } from "../../../../tools/content/reviews";

const root = resolve(import.meta.dirname, "../../../..");
const REVIEWS = join(root, "reviews", "issue-24");
const specPages = (JSON.parse(readFileSync(join(root, "tests/fixtures/spec/routes.json"), "utf8")) as { pages: { path: string }[] }).pages.map(
  (page) => page.path,
);

describe("the accuracy review", () => {
  it("reads an entry: its route, and the three parts it must give", () => {
    const entries = reviewEntries(
      "### /cloud/intro\n- Checked: plans (era.md).\n- Corrected: none\n- Unverified: none\n\n### /cloud/deploys\n- Checked: the deploy states.\n",
    );
    expect(entries).toEqual([
      { path: "/cloud/intro", missing: [] },
      { path: "/cloud/deploys", missing: ["Corrected", "Unverified"] },
    ]);
  });

  it("has an entry for every page of routes.json, with its checked facts, corrections and what is left unverified", () => {
    const entries = readdirSync(REVIEWS)
      .filter((name) => name.endsWith(".md"))
      .flatMap((name) => reviewEntries(readFileSync(join(REVIEWS, name), "utf8")).map((entry) => ({ ...entry, file: name })));
    const reviewed = new Set(entries.map((entry) => entry.path));
    const missingPages = specPages.filter((path) => !reviewed.has(path));
    const incomplete = entries.filter((entry) => entry.missing.length).map((entry) => `${entry.file}: ${entry.path} lacks ${entry.missing.join(", ")}`);
    expect(missingPages, `pages without a review entry:\n${missingPages.join("\n")}`).toEqual([]);
    expect(incomplete).toEqual([]);
  });
});
