// The test convention (README, "Tests"): a unit test lives under tests/unit/ at the path of the code
// it tests, named after a module or sub-folder there (or the folder itself, for its feature as a
// whole), optionally with an aspect: search/ask/retrieve.ts → tests/unit/search/ask/retrieve.test.ts
// or retrieve.real-docs.test.ts. End-to-end specs live in tests/e2e/, one per feature a reader sees.
import { execSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const tracked = execSync("git ls-files --cached --others --exclude-standard", { encoding: "utf8" }).split("\n").filter(Boolean);
const isTest = (file: string) => /\.(test|spec)\.(ts|tsx|mts|mjs)$/.test(file);

/** Why a unit test at `file` (under tests/unit/) breaks the convention, or nothing when it keeps it. */
function misplaced(file: string, root = "."): string | undefined {
  const mirrored = relative("tests/unit", dirname(file));
  const folder = join(root, mirrored);
  if (!existsSync(folder)) return `${file}: tests/unit/${mirrored}/ mirrors no folder (${mirrored || "."} does not exist)`;
  const names = readdirSync(folder);
  const segments = basename(file)
    .replace(/\.test\.tsx?$/, "")
    .split(".");
  // The name, then the name without its aspects, one at a time.
  for (let length = segments.length; length > 0; length -= 1) {
    const candidate = segments.slice(0, length).join(".");
    if (candidate === basename(folder) || names.some((name) => name === candidate || name.startsWith(`${candidate}.`))) return undefined;
  }
  return `${file}: names nothing in ${mirrored || "the repository's root"} (no module, sub-folder or folder called ${segments[0]})`;
}

describe("the test convention", () => {
  it("every test file is under tests/unit/ or tests/e2e/", () => {
    const elsewhere = tracked.filter((file) => isTest(file) && !file.startsWith("tests/unit/") && !file.startsWith("tests/e2e/") && !file.startsWith("lab/"));
    expect(elsewhere).toEqual([]);
  });

  it("every unit test mirrors the code it tests", () => {
    const unit = tracked.filter((file) => file.startsWith("tests/unit/") && isTest(file));
    expect(unit.length).toBeGreaterThan(50);
    expect(unit.map((file) => misplaced(file)).filter(Boolean)).toEqual([]);
  });

  it("catches a test that names nothing, or sits in a folder that mirrors nothing", () => {
    expect(misplaced("tests/unit/search/ask/retrieve.real-docs.test.ts")).toBeUndefined();
    expect(misplaced("tests/unit/components/tabs/tabs.test.ts")).toBeUndefined();
    expect(misplaced("tests/unit/search/ask/normalize.test.ts")).toContain("names nothing in search/ask");
    expect(misplaced("tests/unit/ask/answer.test.ts")).toContain("mirrors no folder");
  });
});
