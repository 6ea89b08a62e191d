// What ran for a page on the lab's Strapi, as the reader sees it under the page title: built from
// the records `npm run lab:verify`, `lab:verify:server` and `lab:checks` write. Only passed records
// made with the Strapi version the lab pins count, and the unit tests under tests/unit/tools/lab/
// fail on a record whose example no longer exists, so the note never claims what did not run.
import type { TreeNode } from "../../core/tree";

export interface ExampleRecord {
  /** The Strapi version the lab ran. */
  strapi: string;
  result: "passed" | "failed";
  /** YYYY-MM-DD */
  date: string;
}

/** `${file}#${hash}` → record; `file` is repository-relative (`content/…`). */
export type ExampleRecords = Record<string, ExampleRecord>;

/** One lab check (lab/checks/*.check.mjs): the pages whose claims it backs. */
export interface LabCheckRecord extends ExampleRecord {
  /** Repository-relative content files (`content/…`). */
  pages: string[];
  /** What it shows, in a few words. */
  title: string;
  assertions: number;
}

export interface RunRecords {
  /** The Strapi version the lab pins: a record made with another one does not count. */
  strapi: string;
  examples: ExampleRecords;
  serverBlocks: ExampleRecords;
  labChecks: LabCheckRecord[];
}

export const NO_RUN_RECORDS: RunRecords = { strapi: "", examples: {}, serverBlocks: {}, labChecks: [] };

const counts = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The passed, current records of one file. */
function passedFor(records: ExampleRecords, file: string, strapi: string): ExampleRecord[] {
  return Object.entries(records)
    .filter(([key, record]) => key.slice(0, key.lastIndexOf("#")) === file && record.result === "passed" && record.strapi === strapi)
    .map(([, record]) => record);
}

/**
 * The note for the page read from `file` (repository-relative), or null when nothing ran for it:
 * a closed disclosure whose summary counts what ran and whose list says what each run showed.
 */
export function runRecordNote(file: string, records: RunRecords): TreeNode | null {
  const { strapi } = records;
  if (!strapi) return null;
  const examples = passedFor(records.examples, file, strapi);
  const blocks = passedFor(records.serverBlocks, file, strapi);
  const checks = records.labChecks.filter((check) => check.pages.includes(file) && check.result === "passed" && check.strapi === strapi);
  if (!examples.length && !blocks.length && !checks.length) return null;

  const parts = [
    examples.length ? counts(examples.length, "API example", "API examples") : "",
    blocks.length ? counts(blocks.length, "server-side code block", "server-side code blocks") : "",
    checks.length ? counts(checks.length, "lab check", "lab checks") : "",
  ].filter(Boolean);
  const latest =
    [...examples, ...blocks, ...checks]
      .map((record) => record.date)
      .sort()
      .at(-1) ?? "";
  const items: TreeNode[] = [];
  if (examples.length)
    items.push([
      "li",
      null,
      `${counts(examples.length, "API example", "API examples")} (the request and response boxes): each request was sent and the answer compared with the response shown, ids and timestamps by type only.`,
    ]);
  if (blocks.length)
    items.push([
      "li",
      null,
      `${counts(blocks.length, "server-side code block", "server-side code blocks")}: Strapi started with each project file and answered the requests the page describes; each script ran and returned what the page shows.`,
    ]);
  for (const check of checks) items.push(["li", null, `${check.title} (${counts(check.assertions, "assertion", "assertions")}).`]);

  return [
    "details",
    { className: "run-record" },
    ["summary", null, `Checked on Strapi ${strapi}: ${parts.join(", ")}`],
    ["p", null, `Run on a fresh Strapi ${strapi} project, the docs' example project, last on ${latest}:`],
    ["ul", null, ...items],
    ["p", null, "Code shown without a run, such as excerpts and client code, is not counted."],
  ];
}
