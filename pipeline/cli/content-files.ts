// Where the content CLIs read from and write to.
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";
import { BUILD_MANIFEST_FILE } from "../../core/build-manifest";
import type { ExampleRecords, LabCheckRecord, RunRecords } from "../site/run-record";
import type { ContentConfig } from "../site/types";

export const root = resolve(import.meta.dirname, "../..");
export const contentDir = resolve(root, process.env.CONTENT_DIR ?? "content");
export const publicDir = resolve(root, "public");
export const manifestFile = resolve(root, BUILD_MANIFEST_FILE);
/** The paths of the pages with live code, which the worker imports (workers/live-code-pages.ts). */
export const liveCodePagesFile = resolve(root, ".generated/live-code-pages.json");

/**
 * The default export of a content config module, read afresh each time: Node and tsx keep a module
 * by its path whatever its query string, so a rebuild in `npm run dev` would not see an edit. Its
 * imports must be type-only (the module is evaluated on its own).
 */
async function importDefault<T>(file: string, fallback: T): Promise<T> {
  if (!existsSync(file)) return fallback;
  const { outputText, diagnostics = [] } = ts.transpileModule(readFileSync(file, "utf8"), {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (diagnostics.length) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, "\n")}`);
  return ((await import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`)) as { default: T }).default;
}

/** The content folder's config files: each a module whose default export is one input of the build. */
export async function readSiteConfig(dir = contentDir): Promise<Required<ContentConfig>> {
  const read = <T>(file: string, fallback: T) => importDefault<T>(resolve(dir, file), fallback);
  return {
    sidebars: await read("sidebars.ts", {}),
    planned: await read<string[]>("planned.ts", []),
    glossary: await read("glossary.ts", {}),
    adminPaths: await read("admin-paths.ts", {}),
  };
}

/** A record of lab/checks/results.json (lab/checks/records.mjs), keyed by the check's file. */
interface LabCheckResult {
  strapi: string;
  pages: string[];
  passed: boolean;
  assertions: number;
  date: string;
}

const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : fallback);

/**
 * The lab's run records (lab/README.md), keyed by content-relative file as the build names pages:
 * the records name repository-relative files (`content/…`). A content folder without them has none.
 */
export function readRunRecords(dir = contentDir): RunRecords {
  const prefix = `${relative(root, dir).split("\\").join("/")}/`;
  const rebase = (file: string) => (file.startsWith(prefix) ? file.slice(prefix.length) : `../${file}`);
  const byFile = (records: ExampleRecords): ExampleRecords => Object.fromEntries(Object.entries(records).map(([key, record]) => [rebase(key), record]));
  const lab = readJson<{ dependencies?: Record<string, string> }>(resolve(root, "lab/package.json"), {});
  return {
    strapi: lab.dependencies?.["@strapi/strapi"] ?? "",
    examples: byFile(readJson(resolve(dir, "verified-examples.json"), {})),
    serverBlocks: byFile(readJson(resolve(dir, "verified-server-examples.json"), {})),
    labChecks: Object.entries(readJson<Record<string, LabCheckResult>>(resolve(root, "lab/checks/results.json"), {})).map(([file, check]): LabCheckRecord => ({
      title: `Lab check ${file}`,
      pages: check.pages.map(rebase),
      assertions: check.assertions,
      strapi: check.strapi,
      result: check.passed ? "passed" : "failed",
      date: check.date,
    })),
  };
}
