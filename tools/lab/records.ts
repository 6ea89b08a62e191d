// content/verified-examples.json (REST and GraphQL examples) and content/verified-server-examples.json
// (server-side blocks): which examples passed against the lab, with which Strapi. Keys are
// `${file}#${hash}` (see examples.ts and server/blocks.ts), so editing an example makes its record stale.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { mdxFiles } from "../../pipeline/site/read-sources";
import type { ExampleRecords } from "../../pipeline/site/run-record";
import { extractExamples, type MarkedExample } from "./examples";

export const RECORDS_FILE = "content/verified-examples.json";
export const VERIFY_COMMAND = "npm run lab:verify";

/** What the records know of an example: where it is, and its key. */
export interface Recorded {
  file: string;
  line: number;
  hash: string;
  key: string;
}

export type { ExampleRecord, ExampleRecords } from "../../pipeline/site/run-record";

/** Every marked example under `contentDir` (repository-relative file names taken from `root`). */
export function collectExamples(root: string, contentDir = join(root, "content")): MarkedExample[] {
  return mdxFiles(contentDir).flatMap((name) => {
    const path = join(contentDir, name);
    return extractExamples(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8"));
  });
}

export function readRecords(file: string): ExampleRecords {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as ExampleRecords;
  } catch {
    return {};
  }
}

/** The records file's text: keys sorted, one record a line, so diffs stay small. */
export function formatRecords(records: ExampleRecords): string {
  const keys = Object.keys(records).sort();
  if (!keys.length) return "{}\n";
  return `{\n${keys.map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(records[key])}`).join(",\n")}\n}\n`;
}

/** One message per example that is not recorded as passed with `strapiVersion`. */
export function unverifiedExamples(examples: Recorded[], records: ExampleRecords, strapiVersion: string, command = VERIFY_COMMAND): string[] {
  const problems: string[] = [];
  for (const example of examples) {
    const record = records[example.key];
    const where = `${example.file}:${example.line}`;
    if (!record) problems.push(`${where}: this example (${example.hash}) has not been verified since it was written or edited: run \`${command}\``);
    else if (record.result !== "passed") problems.push(`${where}: this example (${example.hash}) failed against the lab on ${record.date}: fix it, then run \`${command}\``);
    else if (record.strapi !== strapiVersion) problems.push(`${where}: this example was verified with Strapi ${record.strapi}, the lab now runs ${strapiVersion}: run \`${command}\``);
  }
  return problems;
}

/** The new records: results of this run, older records of examples that still exist; stale keys dropped. */
export function mergeRecords(examples: { key: string }[], previous: ExampleRecords, results: ExampleRecords): ExampleRecords {
  const merged: ExampleRecords = {};
  for (const example of examples) {
    const record = results[example.key] ?? previous[example.key];
    if (record) merged[example.key] = record;
  }
  return merged;
}

/** The Strapi version the lab pins (lab/package.json). */
export function labStrapiVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(join(root, "lab", "package.json"), "utf8")) as { dependencies: Record<string, string> };
  return pkg.dependencies["@strapi/strapi"];
}
