// npm run lab:verify:server [-- FILTER…] [--jobs N]
// Runs the server-side code blocks of the developer docs (tools/lab/server/blocks.ts) in scratch
// copies of the lab (tools/lab/server/scratch-app.ts) and records the results in
// content/verified-server-examples.json:
// - a project file (`src/…`, `config/…`): Strapi must load with it, and answer its `expect` requests;
// - the scripts of a page run in page order in one Strapi; each must not throw, and must return the
//   shape of the result block that follows it (core/response-compare.ts, mode "shape").
// FILTER keeps only the pages whose path contains it. Prints file:line and the reason of each failure;
// exits 1 when one fails.
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import vm from "node:vm";
import { compareResponse } from "../../core/response-compare";
import { formatRecords, labStrapiVersion, mergeRecords, readRecords, type ExampleRecords } from "./records";
import { collectServerBlocks, type ServerBlock } from "./server/blocks";
import { plan } from "./server/plan";
import { SERVER_RECORDS_FILE } from "./server/records";
import { makeTemplate, runInScratch, type JobReport } from "./server/scratch-app";

const root = resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const jobsArg = args.indexOf("--jobs");
const parallel = jobsArg >= 0 ? Number(args[jobsArg + 1]) : 2;
const filters = args.filter((arg, index) => !arg.startsWith("--") && (jobsArg < 0 || index !== jobsArg + 1));
const log = (message: string) => console.error(`[lab] ${message}`);

/** The documented result of a script: the object literal, evaluated (comments and all). */
const documentedValue = (code: string): unknown => vm.runInNewContext(`(${code})`, {}, { timeout: 1000 });

/** Why a block failed, or undefined when it passed. */
function failure(block: ServerBlock, report: JobReport): string | undefined {
  if (!report.started) return `Strapi did not start with it:\n${report.error ?? ""}\n${report.log?.split("\n").slice(-12).join("\n") ?? ""}`;
  if (block.kind === "file") {
    if (report.error) return report.error;
    const wrong = report.probes.filter((probe) => probe.actual !== probe.status);
    if (wrong.length) return wrong.map((probe) => `${probe.method} ${probe.path}: expected ${probe.status}, got ${probe.actual} ${probe.body}`).join("\n");
    return undefined;
  }
  const ran = report.scripts.find((script) => script.key === block.key);
  if (!ran) return report.error ?? "the script did not run";
  if (!ran.ok) return ran.error;
  if (!block.result) return undefined;
  const mismatches = compareResponse(documentedValue(block.result.code), ran.value, "shape");
  if (mismatches.length) return `returns another shape than the result at line ${block.result.line}:\n${mismatches.map((m) => `  ${m.path || "(root)"}: ${m.message}`).join("\n")}`;
  return undefined;
}

async function main() {
  const all = collectServerBlocks(root);
  const selected = all.filter((block) => filters.length === 0 || filters.some((filter) => block.file.includes(filter)));
  const planned = plan(selected, all);
  log(`${selected.filter((b) => b.kind === "file").length} project files and ${selected.filter((b) => b.kind === "script").length} scripts in ${new Set(selected.map((b) => b.file)).size} pages: ${planned.length} jobs, ${parallel} at a time`);
  await makeTemplate(log);

  const strapi = labStrapiVersion(root);
  const date = new Date().toISOString().slice(0, 10);
  const results: ExampleRecords = {};
  const failures: string[] = [];
  const queue = [...planned];
  let done = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const report = await runInScratch(next.name, next.job);
      for (const block of next.blocks) {
        const why = failure(block, report);
        results[block.key] = { strapi, result: why ? "failed" : "passed", date };
        if (why) failures.push(`${block.file}:${block.line}: ${block.title ?? block.kind}\n${why}`);
      }
      done += 1;
      if (done % 10 === 0) log(`${done}/${planned.length} jobs`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));

  const file = join(root, SERVER_RECORDS_FILE);
  writeFileSync(file, formatRecords(mergeRecords(all, readRecords(file), results)));
  for (const message of failures) console.error(`\n${message}`);
  const passed = Object.values(results).filter((r) => r.result === "passed").length;
  log(`${passed} passed, ${failures.length} failed (Strapi ${strapi}); results recorded in ${SERVER_RECORDS_FILE}`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
