// The procedure coverage that `npm run lab:checks` prints: numbered procedures found in user-docs MDX (by
// the heading they sit under), and each one's kind (run by an admin-panel check, exception, not run), on a
// fixture content folder.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkProcedures, drivesAdmin, formatCoverage, pagesWithProcedures, procedureCoverage, procedureIds, readExceptions } from "../../../../lab/checks/coverage.mjs";
import type { CheckResults } from "../../../../lab/checks/records.mjs";

const TWO_PROCEDURES = [
  "Before any heading:",
  "",
  "1. Log in.",
  "",
  "## Invite someone",
  "",
  "1. Open **Users**.",
  "2. Click **Invite new user**:",
  "   ```js",
  "   1. not an item: inside a fence",
  "   ```",
  "3. Click **Finish**.",
  "",
  "Then, to cancel:",
  "",
  "1. Click **Cancel**.",
  "",
  "## Remove them <EnterpriseBadge /> {#remove}",
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
  writeFileSync(join(docs, "settings", "sso.mdx"), "## Configure `SSO`\n\n1. Open **Single Sign-On**.\n2. Save.\n");
  writeFileSync(join(docs, "settings", "tokens.mdx"), "---\ntitle: Tokens\n---\n## Tokens\n\n1. Open **API Tokens**.\n");
  writeFileSync(join(docs, "intro.mdx"), "No procedure here.\n\n- a bullet\n");
  return root;
}

const record = (pages: string[], extra: Partial<CheckResults[string]> = {}) => ({ strapi: "5.8.1", pages, passed: true, assertions: 3, date: "2026-11-29", hash: "x", ...extra });

describe("procedure coverage", () => {
  it("names each procedure by the heading its ordered lists sit under, outside code fences, not nested ones", () => {
    expect(procedureIds(TWO_PROCEDURES)).toEqual(["top", "invite-someone", "remove"]);
    expect(procedureIds("Text.\n\n- a\n- b\n")).toEqual([]);
    // The page title takes its slug first, as on the built page.
    expect(procedureIds("## Tokens\n\n1. Open.\n", "Tokens")).toEqual(["tokens-1"]);
  });

  it("lists the user-docs pages with procedures, and gives each procedure its kind", () => {
    const root = fixture();
    const pages = pagesWithProcedures(root);
    expect(pages).toEqual([
      { page: "content/user-docs/settings/sso.mdx", procedures: ["configure-sso"] },
      { page: "content/user-docs/settings/tokens.mdx", procedures: ["tokens-1"] },
      { page: "content/user-docs/users.mdx", procedures: ["top", "invite-someone", "remove"] },
    ]);
    const results: CheckResults = {
      "lab/checks/users.check.mjs": record(["content/user-docs/users.mdx"]),
      "lab/checks/tokens-old.check.mjs": record(["content/user-docs/settings/tokens.mdx"], { strapi: "5.1.1" }),
      "lab/checks/failed.check.mjs": record(["content/user-docs/users.mdx"], { passed: false }),
    };
    const procedureChecks = {
      "lab/checks/users.check.mjs": ["content/user-docs/users.mdx#invite-someone"],
      "lab/checks/tokens-old.check.mjs": ["content/user-docs/settings/tokens.mdx#tokens-1"],
      "lab/checks/failed.check.mjs": ["content/user-docs/users.mdx#remove"],
    };
    const exceptions = { "content/user-docs/settings/sso.mdx": "SSO provider: none offline", "content/user-docs/users.mdx#top": "Not an admin procedure: logging in" };
    const rows = procedureCoverage(pages, results, exceptions, "5.8.1", procedureChecks);
    expect(rows.map(({ procedures }) => procedures.map((procedure) => procedure.kind))).toEqual([["exception"], ["not run"], ["exception", "run", "not run"]]);
    expect(formatCoverage(rows)).toEqual([
      "covered  content/user-docs/settings/sso.mdx: 0 run, 1 exception, 0 not run",
      "not run  content/user-docs/settings/tokens.mdx: 0 run, 0 exception, 1 not run (not run: #tokens-1)",
      "partly   content/user-docs/users.mdx: 1 run, 1 exception, 1 not run (not run: #remove)",
      "3 user-docs pages with 5 procedures: 1 run, 2 exception, 2 not run; 1 page(s) with every procedure run or excepted",
    ]);
  });

  it("reads the procedures a check names in its first comment", () => {
    const source = "// user-docs/users.mdx#invite-someone: invited\n// content/user-docs/users.mdx (the page)\nconst x = 'other.mdx#not-this';\n";
    expect(checkProcedures(source)).toEqual(["content/user-docs/users.mdx#invite-someone"]);
  });

  it("counts as admin-panel checks those that launch Chromium", () => {
    expect(drivesAdmin("const browser = await chromium.launch({ executablePath: CHROMIUM });")).toBe(true);
    expect(drivesAdmin("await strapiCli(['transfer']);")).toBe(false);
  });

  it("every exception names a user-docs page, or one of its procedures, that exists, with a reason", () => {
    const names = new Set(pagesWithProcedures().flatMap(({ page, procedures }) => [page, ...procedures.map((id) => `${page}#${id}`)]));
    for (const [name, reason] of Object.entries(readExceptions())) {
      expect(names.has(name), name).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
