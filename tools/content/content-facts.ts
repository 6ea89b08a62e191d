// The content check that `npm test` runs on every page (tests/unit/tools/content-facts.test.ts).
// It catches three kinds of wrong facts from the source, naming file and line:
//
// - "vague-default": an option table (a table with a "Default" column) whose Default cell gives no
//   value. A cell is vague when it is empty or a dash ("-", "—", "–"), "n/a", "?", when it starts with
//   "see" (a pointer instead of a value), or when it says "varies", "depends", "plugin default",
//   "library default", "driver default", "built-in" or "… defaults" without giving any value (no code
//   span and no digit in the cell). "none" is a value: the option has no default. So are "prompt (Yes)"
//   or "`true` in development, `false` otherwise".
// - "later-than-era": a term that came after January 2025 (tools/content/era-terms.ts, from the era sheet),
//   outside the pages listed in FUTURE_PAGES there.
// - "require-with-top-level-await": a JavaScript or TypeScript code block that calls `require()` and
//   uses `await` outside any function. No Node.js module accepts both: `require` exists only in
//   CommonJS, top-level `await` only in ES modules.
// - "ui-label": in the user docs, a bold span that is not an English string of the 5.8.1 admin panel
//   (ui-labels.ts), and is not an exception listed with its reason.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { splitFences, type FencedBlock, type SourceLine } from "../../core/mdx-source";
import { mdxFiles } from "../../pipeline/site/read-sources";
import { FUTURE_PAGES, LATER_TERMS } from "./era-terms";
import { unknownLabels } from "./ui-labels";

export type ContentRule = "vague-default" | "later-than-era" | "require-with-top-level-await" | "ui-label";

export interface ContentProblem {
  /** Path relative to the content folder, with forward slashes. */
  file: string;
  /** 1-based line in the source file, frontmatter included. */
  line: number;
  rule: ContentRule;
  message: string;
}

export const formatProblem = (p: ContentProblem) => `${p.file}:${p.line}: [${p.rule}] ${p.message}`;

const DASHES = new Set(["", "-", "—", "–", "n/a", "?", "tbd"]);
const VAGUE_WORDS = /\b(?:varies|vary|depends|plugin defaults?|library defaults?|driver defaults?|framework defaults?|built-in|defaults)\b/i;
const CODE_LANGUAGES = new Set(["js", "jsx", "ts", "tsx", "javascript", "typescript", "mjs", "cjs"]);

/** Whether a Default cell fails to give a value. */
export function isVagueDefault(cell: string): boolean {
  const text = cell.trim();
  if (DASHES.has(text.toLowerCase())) return true;
  if (/^see\b/i.test(text)) return true;
  return VAGUE_WORDS.test(text) && !text.includes("`") && !/\d/.test(text);
}

/** Splits a table row into its cells, keeping escaped pipes (`\|`) inside their cell. */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const isDelimiterRow = (row: string[]) => row.length > 0 && row.every((cell) => /^:?-{2,}:?$/.test(cell));

function vagueDefaults(file: string, prose: SourceLine[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let column = -1;
  let inTable = false;
  for (let i = 0; i < prose.length; i++) {
    const { line, text } = prose[i];
    if (!text.trim().startsWith("|")) {
      inTable = false;
      column = -1;
      continue;
    }
    const row = cells(text);
    if (!inTable) {
      inTable = true;
      column = row.findIndex((cell) => /^(?:default|default value)$/i.test(cell.replace(/\*/g, "")));
      continue;
    }
    if (column < 0 || isDelimiterRow(row)) continue;
    const cell = row[column] ?? "";
    if (isVagueDefault(cell)) {
      problems.push({
        file,
        line,
        rule: "vague-default",
        message: `the Default cell of ${row[0]} is ${cell ? `"${cell}"` : "empty"}: give the value (write "none" when there is no default)`,
      });
    }
  }
  return problems;
}

function laterTerms(file: string, source: string): ContentProblem[] {
  if (FUTURE_PAGES.includes(file)) return [];
  const problems: ContentProblem[] = [];
  const lines = source.split("\n");
  for (const term of LATER_TERMS) {
    if (term.only && !term.only.some((folder) => file.startsWith(folder))) continue;
    lines.forEach((text, index) => {
      const match = term.pattern.exec(text);
      if (match)
        problems.push({
          file,
          line: index + 1,
          rule: "later-than-era",
          message: `"${match[0]}": ${term.what} came after the era (first in the docs ${term.since})`,
        });
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** Whether JavaScript or TypeScript code calls `require()` and awaits outside any function. */
export function mixesRequireAndTopLevelAwait(code: string, language = "js"): boolean {
  const kind = language.startsWith("ts") || language === "typescript" ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(`block.${kind === ts.ScriptKind.TSX ? "tsx" : "jsx"}`, code, ts.ScriptTarget.Latest, true, kind);
  let requires = false;
  let topLevelAwait = false;
  const visit = (node: ts.Node, inFunction: boolean) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require") requires = true;
    if (!inFunction && (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier))) topLevelAwait = true;
    const functionLike = ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node);
    ts.forEachChild(node, (child) => visit(child, inFunction || functionLike));
  };
  visit(source, false);
  return requires && topLevelAwait;
}

function requireWithAwait(file: string, blocks: FencedBlock[]): ContentProblem[] {
  return blocks
    .filter((block) => CODE_LANGUAGES.has(block.language) && mixesRequireAndTopLevelAwait(block.code, block.language))
    .map((block) => ({
      file,
      line: block.line,
      rule: "require-with-top-level-await" as const,
      message:
        "this code block calls require() and uses await at the top level, which no Node.js module accepts: use import in an ES module, or put the await calls in an async function",
    }));
}

/** The pages whose bold spans name admin panel labels. */
const LABEL_PAGES = "user-docs/";

function uiLabels(file: string, prose: SourceLine[]): ContentProblem[] {
  if (!file.startsWith(LABEL_PAGES)) return [];
  return unknownLabels(prose).map(({ line, label }) => ({
    file,
    line,
    rule: "ui-label" as const,
    message: `"${label}" is not a label of the 5.8.1 admin panel (tools/content/admin-strings.json): use the admin's own words, or list it with its reason in tools/content/ui-label-exceptions.ts`,
  }));
}

/** Checks one content file; `file` is its path relative to the content folder. */
export function checkContentFile(file: string, source: string): ContentProblem[] {
  const { prose, blocks } = splitFences(source);
  return [...vagueDefaults(file, prose), ...laterTerms(file, source), ...requireWithAwait(file, blocks), ...uiLabels(file, prose)].sort(
    (a, b) => a.line - b.line,
  );
}

/** Checks every `.mdx` file of a content folder. */
export function checkContentDir(dir: string): ContentProblem[] {
  return mdxFiles(dir).flatMap((file) => checkContentFile(file, readFileSync(join(dir, file), "utf8")));
}
