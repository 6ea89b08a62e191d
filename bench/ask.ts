// `npm run bench:ask`: Ask AI's offline answers to our own reader questions (bench/ask-questions.json),
// scored on what a reader needs: a right page among the first three cited, an answer that names the
// key term (the method, the setting or the menu path), and an honest "not in the docs" when the docs
// have no answer. Needs `npm run build:content` first. Writes bench/results-ask.json.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import glossary from "../content/glossary";
import type { RootContent } from "mdast";
import { dataUrl } from "../core/asset-paths";
import { answerFromDocs } from "../search/ask/answer";
import { loadEngine } from "../workers/search-engine";
import { diskAssets } from "./search-assets";
import { scoreAnswers, type BenchQuestion } from "./ask-score";

const root = resolve(import.meta.dirname, "..");
const engine = await loadEngine(diskAssets(join(root, "public")), "http://localhost");
const questions = JSON.parse(readFileSync(join(root, "bench/ask-questions.json"), "utf8")) as BenchQuestion[];

const publicDir = join(root, "public");
const readBlocks = async (page: string) => JSON.parse(readFileSync(join(publicDir, dataUrl.twinBlocks(page)), "utf8")) as RootContent[];
const answer = async ({ question, history }: BenchQuestion) =>
  (await answerFromDocs({ engine, readBlocks, glossary }, question, history?.at(-1)?.question)).extractive;
for (const question of questions) await answer(question); // warm up

const times: number[] = [];
const answers = [];
for (const question of questions) {
  const started = performance.now();
  answers.push(await answer(question));
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const ms = (value: number) => Math.round(value * 10) / 10;
const results = {
  ...scoreAnswers(questions, answers),
  answerMs: { median: ms(times[Math.floor(times.length / 2)]), max: ms(times.at(-1) ?? 0) },
};
writeFileSync(join(root, "bench/results-ask.json"), JSON.stringify(results, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
