// Where the server-side blocks' results live, and what the offline test asks of each block.
import type { ExampleRecords } from "../records";
import { unverifiedExamples } from "../records";
import { isRunnable, type ServerBlock } from "./blocks";

export const SERVER_RECORDS_FILE = "content/verified-server-examples.json";
export const VERIFY_SERVER_COMMAND = "npm run lab:verify:server";

/** One message per block that is neither recorded as passed with `strapiVersion` nor marked illustrative. */
export function unverifiedServerBlocks(blocks: ServerBlock[], records: ExampleRecords, strapiVersion: string): string[] {
  const unclassified = blocks
    .filter((block) => block.kind === "unclassified")
    .map(
      (block) =>
        `${block.file}:${block.line}: this ${block.language} block is server-side code that the harness cannot place: give it a project path as its title (title="src/…"), or mark it illustrative="why it cannot run alone"`,
    );
  return [...unclassified, ...unverifiedExamples(blocks.filter(isRunnable), records, strapiVersion, VERIFY_SERVER_COMMAND)];
}

export interface FolderCounts {
  folder: string;
  verified: number;
  illustrative: number;
  results: number;
  unverified: number;
}

/** Per folder: runnable blocks recorded as passed, illustrative blocks, result blocks, and the rest (a plugin's JSON files are not counted). */
export function countBlocks(blocks: ServerBlock[], records: ExampleRecords, strapiVersion: string): FolderCounts[] {
  const counts = new Map<string, FolderCounts>();
  for (const block of blocks) {
    if (block.kind === "data") continue;
    const row = counts.get(block.folder) ?? { folder: block.folder, verified: 0, illustrative: 0, results: 0, unverified: 0 };
    const record = records[block.key];
    if (block.kind === "illustrative") row.illustrative += 1;
    else if (block.kind === "result") row.results += 1;
    else if (isRunnable(block) && record?.result === "passed" && record.strapi === strapiVersion) row.verified += 1;
    else row.unverified += 1;
    counts.set(block.folder, row);
  }
  return [...counts.values()];
}
