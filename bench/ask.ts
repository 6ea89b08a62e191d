// `npm run bench:ask`: on our own questions with known answer pages, how often the offline
// (extractive) answer cites a right page — anywhere, and first — and how long it takes.
// Needs `npm run build:content` first.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { composeExtractiveAnswer } from "../search/ask/extractive";
import { retrieve } from "../search/ask/retrieve";
import { loadEngine } from "../workers/search-engine";
import { diskAssets } from "./search-assets";

const root = resolve(import.meta.dirname, "..");
const engine = await loadEngine(diskAssets(join(root, "public")), "http://localhost");
const questions = JSON.parse(readFileSync(join(root, "bench/ask-questions.json"), "utf8")) as { question: string; pages: string[] }[];

const answer = async (question: string) => composeExtractiveAnswer(await retrieve(engine, question));
for (const { question } of questions) await answer(question); // warm up

let citedAnywhere = 0;
let citedFirst = 0;
let refused = 0;
const times: number[] = [];
const misses: string[] = [];
for (const { question, pages } of questions) {
  const started = performance.now();
  const result = await answer(question);
  times.push(performance.now() - started);
  const cited = result.grounded ? result.sources.map((source) => source.url.split("#")[0]) : [];
  if (!result.grounded) refused++;
  if (cited.some((page) => pages.includes(page))) citedAnywhere++;
  else misses.push(`${question} → expected ${pages[0]}, cited ${cited.join(", ") || "nothing"}`);
  if (pages.includes(cited[0])) citedFirst++;
}
times.sort((a, b) => a - b);
const ms = (value: number) => Math.round(value * 10) / 10;
const results = {
  questions: questions.length,
  citesRightPage: citedAnywhere,
  citesRightPageFirst: citedFirst,
  refused,
  answerMs: { median: ms(times[Math.floor(times.length / 2)]), max: ms(times.at(-1) ?? 0) },
  misses,
};
writeFileSync(join(root, "bench/results-ask.json"), JSON.stringify(results, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
