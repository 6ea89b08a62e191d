// npm run content:server-examples: the server-side code blocks of the developer docs, counted per
// folder by what backs them (run on the lab and passed, illustrative, a documented result, or nothing
// yet), then every illustrative block with its reason, grouped by the reason's first words.
import { join, resolve } from "node:path";
import { labStrapiVersion, readRecords } from "./records";
import { collectServerBlocks } from "./server/blocks";
import { countBlocks, SERVER_RECORDS_FILE } from "./server/records";

const root = resolve(import.meta.dirname, "../..");
const blocks = collectServerBlocks(root);
const strapi = labStrapiVersion(root);
const rows = countBlocks(blocks, readRecords(join(root, SERVER_RECORDS_FILE)), strapi);
const total = (key: "verified" | "illustrative" | "results" | "unverified") => rows.reduce((sum, row) => sum + row[key], 0);

console.log(`Server-side blocks (Strapi ${strapi})\n`);
console.log("| folder | verified | illustrative | results | not backed |\n|---|---|---|---|---|");
for (const row of rows) console.log(`| ${row.folder} | ${row.verified} | ${row.illustrative} | ${row.results} | ${row.unverified} |`);
console.log(`| all | ${total("verified")} | ${total("illustrative")} | ${total("results")} | ${total("unverified")} |`);

const reasons = new Map<string, string[]>();
for (const block of blocks.filter((b) => b.kind === "illustrative")) {
  const kind = (block.reason ?? "").split(/[:,;(]/)[0].trim().toLowerCase();
  reasons.set(kind, [...(reasons.get(kind) ?? []), `${block.file}:${block.line} ${block.reason}`]);
}
console.log("\nIllustrative blocks, by reason\n");
for (const [kind, list] of [...reasons].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${kind} (${list.length})`);
  for (const line of list) console.log(`  ${line}`);
}
