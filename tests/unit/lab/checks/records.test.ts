// Every lab check (lab/checks/*.check.mjs) must have a passed record in lab/checks/results.json for its
// current contents and the Strapi version the lab pins. Offline: it reads the check files and the records.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkHash, checkPages, labStrapiVersion, listChecks, readCheck, readResults, unrecordedChecks, type CheckResults } from "../../../../lab/checks/records.mjs";

const source = (claim: string) => `// content/dev-docs/data-management/transfer.mdx: ${claim}\nconsole.log('ok - it holds');\n`;

describe("lab checks", () => {
  it("every check in lab/checks passed on its current contents (run `npm run lab:checks -- NAME` after editing one)", () => {
    const checks = Object.fromEntries(listChecks().map((file) => [file, readCheck(file)]));
    const problems = unrecordedChecks(checks, readResults(), labStrapiVersion());
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("fails on a check edited since it passed, naming the file and the command", () => {
    const file = "lab/checks/transfer.check.mjs";
    const results: CheckResults = {
      [file]: { strapi: "5.8.1", pages: checkPages(source("a")), passed: true, assertions: 1, date: "2025-01-14", hash: checkHash(source("a")) },
    };
    expect(unrecordedChecks({ [file]: source("a") }, results, "5.8.1")).toEqual([]);
    expect(unrecordedChecks({ [file]: source("b") }, results, "5.8.1")).toEqual([`${file}: edited since its last run; run \`npm run lab:checks -- transfer\``]);
  });

  it("a missing, failed or other-version record does not count", () => {
    const file = "lab/checks/x.check.mjs";
    const record = { strapi: "5.8.1", pages: [], passed: true, assertions: 1, date: "2025-01-14", hash: checkHash(source("a")) };
    expect(unrecordedChecks({ [file]: source("a") }, {}, "5.8.1")[0]).toMatch(/never ran/);
    expect(unrecordedChecks({ [file]: source("a") }, { [file]: { ...record, passed: false } }, "5.8.1")[0]).toMatch(/failed on its last run/);
    expect(unrecordedChecks({ [file]: source("a") }, { [file]: record }, "5.9.0")[0]).toMatch(/last ran on Strapi 5\.8\.1/);
  });

  it("reads the pages from the first comment only", () => {
    const text = "// Backs content/user-docs/a.mdx and dev-docs/b.mdx.\n// - claim one\nconst later = 'content/c.mdx';\n";
    expect(checkPages(text)).toEqual(["content/user-docs/a.mdx", "content/dev-docs/b.mdx"]);
    expect(checkPages("/* content/x.mdx\n   claim */\n")).toEqual(["content/x.mdx"]);
  });

  it("counts the local modules a check imports as part of its code", () => {
    const dir = mkdtempSync(join(tmpdir(), "lab-checks-"));
    mkdirSync(join(dir, "lib"));
    writeFileSync(join(dir, "x.check.mjs"), "// content/a.mdx: a claim\nimport { assert } from './lib/check.mjs';\n");
    writeFileSync(join(dir, "lib", "check.mjs"), "export const assert = 1;\n");
    const before = checkHash(readCheck(join(dir, "x.check.mjs")));
    writeFileSync(join(dir, "lib", "check.mjs"), "export const assert = 2;\n");
    expect(checkHash(readCheck(join(dir, "x.check.mjs")))).not.toBe(before);
  });
});
