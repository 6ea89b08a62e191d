// The server-side code blocks of the developer docs: JavaScript and TypeScript that a reader copies into
// a Strapi project. `npm run lab:verify:server` runs them in scratch copies of the lab; a test holds
// every one to a passed record or an `illustrative` mark.
//
// A block is one of:
//   file          its title is a project path (`src/…`, `config/…`; or a path in a plugin's folder,
//                 `server/src/…`, with `plugin="name"` for a local plugin): the harness writes it there and
//                 Strapi must start with it; `expect="GET /api/books 200"` adds requests whose status
//                 must match once it runs (several: separate them with `;`; sent with the lab's
//                 full-access token, or with none when followed by `public`)
//   script        code that uses `strapi` (Document Service, Entity Service, Query Engine, services):
//                 it runs after Strapi has loaded, in page order; a `result` block right after it is
//                 the value it must return, compared by shape (keys and types, null only with null)
//   result        an object or array literal: what the script before it returns, not code to run
//   illustrative  marked `illustrative="why"` in the fence: it cannot run alone (an excerpt, a Strapi v4
//                 sample, a pseudo-signature, a file that needs a service we do not have)
//   data          a JSON file of a local plugin (`src/plugins/<name>/…/schema.json`, or `server/…` with
//                 `plugin="name"`): not run nor counted, but written with the plugin's code files
//   unclassified  none of these: the test fails until it gets a title, or an illustrative mark
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { mdxFiles } from "../../../pipeline/site/read-sources";
import { parseMdx, walk } from "../examples";

/** The folders whose blocks are server-side code, with their index pages (`dev-docs/plugins.mdx`). */
export const SERVER_FOLDERS = ["dev-docs/api", "dev-docs/backend-customization", "dev-docs/configurations", "dev-docs/plugins", "dev-docs/migration"];

export type BlockKind = "file" | "script" | "result" | "illustrative" | "data" | "unclassified";

export interface Probe {
  method: string;
  path: string;
  status: number;
  /** "token": with the lab's full-access API token (the default); "public": without credentials. */
  auth: "token" | "public";
}

export interface ServerBlock {
  /** Path from the repository root: content/dev-docs/api/document-service.mdx */
  file: string;
  /** Which of SERVER_FOLDERS holds the page. */
  folder: string;
  /** Line of the opening fence. */
  line: number;
  language: "js" | "ts" | "json";
  /** The project path of a file (its title; for `plugin="name"`, the title inside `src/plugins/name/`), or another title. */
  title?: string;
  code: string;
  kind: BlockKind;
  /** Why an illustrative block cannot run. */
  reason?: string;
  probes: Probe[];
  /** For a script: the result block that follows it. */
  result?: { line: number; code: string };
  hash: string;
  key: string;
}

const LANGUAGES: Record<string, "js" | "ts"> = { js: "js", javascript: "js", ts: "ts", typescript: "ts" };
const PROJECT_FILE = /^(?:\.\/)?(?:src|config)\/[\w./[\]@-]+\.(?:js|ts)$/;
const PLUGIN_DATA = /^(?:\.\/)?src\/plugins\/[\w-]+\/[\w./@-]+\.json$/;

/** A fence attribute written `name="value"` (or with single quotes). */
function metaAttribute(meta: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The project path of a titled block: its title, or for a plugin's file titled from the plugin's folder
 * (`title="server/src/register.js" plugin="stock-alerts"`), the path of that local plugin's file
 * (`src/plugins/stock-alerts/server/src/register.js`).
 */
function projectPath(title: string | undefined, plugin: string | undefined): string | undefined {
  if (!title || !plugin || !/^(?:\.\/)?server\//.test(title)) return title;
  return `src/plugins/${plugin}/${title.replace(/^\.\//, "")}`;
}

/** `GET /api/books 200; POST /api/books 403 public` */
export function parseProbes(text: string | undefined): Probe[] {
  if (!text) return [];
  return text.split(";").map((part) => {
    const match = /^\s*(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)\s+(\d{3})(?:\s+(public))?\s*$/.exec(part);
    if (!match) throw new Error(`expect="${text}": each request is written "METHOD /path STATUS", optionally followed by "public"`);
    return { method: match[1], path: match[2], status: Number(match[3]), auth: match[4] === "public" ? "public" : "token" };
  });
}

/** Whether the code is only an object or array literal: a value to show, not code to run. */
export function isValueLiteral(code: string): boolean {
  const text = code.trim();
  if (!/^[[{]/.test(text)) return false;
  const source = ts.createSourceFile("value.ts", `(${text})`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const diagnostics = (source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics;
  if (diagnostics.length || source.statements.length !== 1) return false;
  const statement = source.statements[0];
  if (!ts.isExpressionStatement(statement) || !ts.isParenthesizedExpression(statement.expression)) return false;
  const value = statement.expression.expression;
  return ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value);
}

/** Whether the code refers to the `strapi` object without defining a module of its own. */
const usesStrapi = (code: string) => /\bstrapi\s*\./.test(code) && !/\bmodule\.exports\b|^\s*export\s+default\b/m.test(code);

function classify(code: string, title: string | undefined, reason: string | undefined): BlockKind {
  if (reason !== undefined) return "illustrative";
  if (title && PROJECT_FILE.test(title)) return "file";
  if (isValueLiteral(code)) return "result";
  if (usesStrapi(code)) return "script";
  return "unclassified";
}

const hashOf = (parts: unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 12);

/** The server-side blocks of one page; `file` is its path from the repository root. */
export function extractServerBlocks(file: string, source: string, folder: string): ServerBlock[] {
  const blocks: ServerBlock[] = [];
  for (const node of walk(parseMdx(file, source))) {
    if (node.type !== "code") continue;
    const meta = node.meta ?? "";
    const title = projectPath(metaAttribute(meta, "title"), metaAttribute(meta, "plugin"));
    const line = node.position?.start.line ?? 0;
    if (node.lang === "json" && title && PLUGIN_DATA.test(title)) {
      blocks.push({ file, folder, line, language: "json", title, code: node.value ?? "", kind: "data", probes: [], hash: "", key: "" });
      continue;
    }
    const language = LANGUAGES[node.lang ?? ""];
    if (!language) continue;
    const reason = metaAttribute(meta, "illustrative");
    const code = node.value ?? "";
    const kind = classify(code, title, reason);
    blocks.push({ file, folder, line, language, title, code, kind, reason, probes: parseProbes(metaAttribute(meta, "expect")), hash: "", key: "" });
  }
  // A result belongs to the script just before it, and to that script's twin in the other language
  // (JavaScript and TypeScript tabs); not to an earlier script that shows no result of its own.
  blocks.forEach((block, index) => {
    if (block.kind !== "result") return;
    const script = blocks[index - 1];
    if (script?.kind !== "script") return;
    const twin = blocks[index - 2];
    for (const owner of twin?.kind === "script" && twin.language !== script.language ? [twin, script] : [script]) owner.result = { line: block.line, code: block.code };
  });
  for (const block of blocks) {
    block.hash = hashOf([block.language, block.title ?? "", block.kind, block.reason ?? "", block.probes, block.code.trim(), block.result?.code.trim() ?? ""]);
    block.key = `${file}#${block.hash}`;
  }
  return blocks;
}

/** Every server-side block of the content folder, page by page in path order. */
export function collectServerBlocks(root: string, contentDir = join(root, "content")): ServerBlock[] {
  return mdxFiles(contentDir).flatMap((name) => {
    const folder = SERVER_FOLDERS.find((prefix) => name.startsWith(`${prefix}/`) || name === `${prefix}.mdx`);
    if (!folder) return [];
    const path = join(contentDir, name);
    return extractServerBlocks(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8"), folder);
  });
}

/** Blocks that the harness runs: files and scripts. */
export const isRunnable = (block: ServerBlock) => block.kind === "file" || block.kind === "script";
