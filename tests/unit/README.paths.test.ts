// The signage stays true: every repository path a README or the authors' guide names exists. A path
// is a backticked word or a link target that starts with a top-level folder or names a root file;
// it resolves from the repository's root, or else from the README's own folder. What the build
// writes (build/, .generated/, public/_data/, a bench's results-*.json) is not in a clean clone and
// is not checked, nor the held-out question file kept out of the repository on purpose, nor a
// placeholder (`content/snippets/NAME.mdx`).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const tracked = execSync("git ls-files --cached --others --exclude-standard", { encoding: "utf8" }).split("\n").filter(Boolean);
const topLevel = new Set(tracked.map((file) => file.split("/")[0]));
const GENERATED =
  /^(build|\.generated|\.react-router|test-results|node_modules|public\/(_data|_md|downloads|search)|lab\/(node_modules|\.tmp|dist|\.strapi|types\/generated)|bench\/results-[a-z]+\.json|bench\/ask-questions-readers-test\.json)(\/|$)/;
const PLACEHOLDER = /…|(^|\/)(NAME|ID|FILE)[.-]/;

const signs = tracked.filter((file) => /(^|\/)README\.md$/.test(file) && !file.startsWith("lab/node_modules/")).concat("content/AUTHORING.md");

/** The repository paths a markdown text names: backticked words and relative link targets. */
function namedPaths(markdown: string): string[] {
  const words = [...markdown.matchAll(/`([^`\s]+)`/g), ...markdown.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((match) => match[1]);
  return words
    .map((word) => word.replace(/[:#].*$/, "").replace(/\/$/, ""))
    .filter((word) => !PLACEHOLDER.test(word) && !/[*<>{}$?=,]|^\.?\.\.?$|^https?:/.test(word) && (word.includes("/") || /\.[a-z]{2,4}$/.test(word)))
    .filter((word) => topLevel.has(word.split("/")[0]) || (!word.includes("/") && topLevel.has(word)));
}

describe("every path a README names exists", () => {
  it("reads the signs", () => {
    expect(signs).toContain("README.md");
    expect(signs.length).toBeGreaterThan(4);
  });

  it.each(signs)("%s", (sign) => {
    const missing = namedPaths(readFileSync(sign, "utf8")).filter(
      (path) => !GENERATED.test(path) && !existsSync(path) && !existsSync(join(dirname(sign), path)),
    );
    expect(missing, `${sign} names paths that do not exist`).toEqual([]);
  });

  it("finds a path that went away", () => {
    expect(namedPaths("see `tests/unit/build/vite-config.test.ts` and [the lab](lab/README.md), `npm test`")).toEqual([
      "tests/unit/build/vite-config.test.ts",
      "lab/README.md",
    ]);
  });
});
