// The procedure coverage that `npm run lab:checks` prints: numbered procedures counted in user-docs MDX,
// and each page's kind (run by an admin-panel check, exception, not run), on a fixture content folder.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countProcedures, drivesAdmin, formatCoverage, pagesWithProcedures, procedureCoverage, readExceptions } from "../../../../lab/checks/coverage.mjs";
import type { CheckResults } from "../../../../lab/checks/records.mjs";

const TWO_PROCEDURES = [
  "# Invite someone",
  "",
  "1. Open **Users**.",
  "2. Click **Invite new user**:",
  "   ```js",
  "   1. not an item: inside a fence",
  "   ```",
  "3. Click **Finish**.",
  "",
  "Then, to remove them:",
  "",
  "1. Open the row.",
  "   1. A nested list does not count.",
  "2. Click **Delete**.",
  "",
].join("\n");

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), "coverage-"));
  const docs = join(root, "content", "user-docs");
  mkdirSync(join(docs, "settings"), { recursive: true });
  writeFileSync(join(docs, "users.mdx"), TWO_PROCEDURES);
  writeFileSync(join(docs, "settings", "sso.mdx"), "1. Open **Single Sign-On**.\n2. Save.\n");
  writeFileSync(join(docs, "settings", "tokens.mdx"), "Text.\n\n1. Open **API Tokens**.\n");
  writeFileSync(join(docs, "intro.mdx"), "No procedure here.\n\n- a bullet\n");
  return root;
}

const record = (pages: string[], extra: Partial<CheckResults[string]> = {}) => ({ strapi: "5.8.1", pages, passed: true, assertions: 3, date: "2026-11-29", hash: "x", ...extra });

describe("procedure coverage", () => {
  it("counts ordered lists at the start of a line, outside code fences, not nested ones", () => {
    expect(countProcedures(TWO_PROCEDURES)).toBe(2);
    expect(countProcedures("Text.\n\n- a\n- b\n")).toBe(0);
  });

  it("lists the user-docs pages with procedures, and gives each its kind", () => {
    const root = fixture();
    const pages = pagesWithProcedures(root);
    expect(pages).toEqual([
      { page: "content/user-docs/settings/sso.mdx", procedures: 1 },
      { page: "content/user-docs/settings/tokens.mdx", procedures: 1 },
      { page: "content/user-docs/users.mdx", procedures: 2 },
    ]);
    const results: CheckResults = {
      "lab/checks/users.check.mjs": record(["content/user-docs/users.mdx"]),
      "lab/checks/tokens-api.check.mjs": record(["content/user-docs/settings/tokens.mdx"]),
      "lab/checks/tokens-old.check.mjs": record(["content/user-docs/settings/tokens.mdx"], { strapi: "5.1.1" }),
    };
    const exceptions = { "content/user-docs/settings/sso.mdx": "SSO provider: none offline" };
    const rows = procedureCoverage(pages, results, exceptions, "5.8.1", (file) => file !== "lab/checks/tokens-api.check.mjs");
    expect(rows.map((row) => row.kind)).toEqual(["exception", "not run", "run"]);
    expect(formatCoverage(rows)).toEqual([
      "exception  content/user-docs/settings/sso.mdx: 1 procedure(s); SSO provider: none offline",
      "not run    content/user-docs/settings/tokens.mdx: 1 procedure(s)",
      "run        content/user-docs/users.mdx: 2 procedure(s); users.check.mjs",
      "3 user-docs pages with 4 numbered procedures: 1 page(s) (2 procedures) named by a passed admin-panel check; 1 page(s) (1 procedures) exceptions; 1 page(s) (1 procedures) not run",
    ]);
  });

  it("counts as admin-panel checks those that launch Chromium", () => {
    expect(drivesAdmin("const browser = await chromium.launch({ executablePath: CHROMIUM });")).toBe(true);
    expect(drivesAdmin("await strapiCli(['transfer']);")).toBe(false);
  });

  it("every exception names a user-docs page that exists and has procedures, with a reason", () => {
    const withProcedures = new Set(pagesWithProcedures().map(({ page }) => page));
    for (const [page, reason] of Object.entries(readExceptions())) {
      expect(withProcedures.has(page), page).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
