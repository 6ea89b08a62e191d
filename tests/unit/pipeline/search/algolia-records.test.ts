import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../../core/tree";
import { ALGOLIA_RECORD_BYTES, algoliaRecords, largestRecordBytes } from "../../../../pipeline/search/algolia-records";
import { extractRecords } from "../../../../pipeline/search/records";

const long = Array.from({ length: 3_000 }, (_, i) => `word${i} “quoted”`).join(" ");
const content: TreeNode = ["#", null, ["h2", { id: "big" }, "A big table"], ["p", null, long], ["p", null, "A short paragraph."]];
const records = extractRecords({ path: "/docs/big", title: "Big", description: "A page with one very long block.", section: "Features", content });

describe("export to Algolia", () => {
  it("keeps every record within Algolia's record size limit (10 KB of JSON on the Build plan)", () => {
    expect(largestRecordBytes(records)).toBeGreaterThan(ALGOLIA_RECORD_BYTES);
    const exported = algoliaRecords(records);
    expect(largestRecordBytes(exported)).toBeLessThanOrEqual(ALGOLIA_RECORD_BYTES);
    expect(new Set(exported.map((record) => record.objectID)).size).toBe(exported.length);
  });

  it("splits a long block into parts with the same hierarchy and URL, losing no word", () => {
    const exported = algoliaRecords(records);
    const parts = exported.filter((record) => record.objectID.startsWith(`${records[2].objectID}-`));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.url === "/docs/big#big" && part.hierarchy.lvl2 === "A big table")).toBe(true);
    expect(parts.map((part) => part.content).join(" ")).toBe(long);
    expect(exported.filter((record) => !parts.includes(record))).toEqual(records.filter((record) => record !== records[2]));
  });
});
