// `npm run bench:ask [-- --half tuning|test|all]`: Ask AI's offline answers to reader questions,
// scored on what a reader needs: an answer with a right page among the first three cited (and
// first), the key term named where the question lists one, and a decline when the docs have no
// answer. The questions come in two halves scored apart: the tuning half (our own bench and the
// reader questions the engine may be tuned on) and the test half (reader questions nobody working
// on the engine reads), so that a gain on the first can be checked on the second. Needs
// `npm run build:content` first. Writes bench/results-ask.json, with the time the reader questions' index takes to
// read (questionIndexMs: what an isolate does before its first answer).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import glossary from "../content/glossary";
import { answerFromDocs } from "../search/ask/answer";
import { ASK_LEXICON_PATH, lexiconOf, type LexiconData } from "../search/ask/lexicon";
import { READER_QUESTIONS_PATH, readerQuestionsOf, type ReaderQuestionsData } from "../search/ask/reader-questions";
import { askSectionStems, askTwinBlocks } from "../workers/ask-assets";
import { loadEngine } from "../workers/search-engine";
import { diskAssets } from "./search-assets";
import { HALVES, scoreAnswers, type BenchQuestion, type Half } from "./ask-score";

const { values } = parseArgs({ options: { half: { type: "string", default: "tuning" } } });
const halves: Half[] = values.half === "all" ? ["tuning", "test"] : values.half === "tuning" || values.half === "test" ? [values.half] : [];
if (halves.length === 0) throw new Error(`--half must be tuning, test or all, not ${values.half}`);

const root = resolve(import.meta.dirname, "..");
const publicDir = join(root, "public");
const engine = await loadEngine(diskAssets(publicDir), "http://localhost");
const sectionStems = askSectionStems(diskAssets(publicDir), "http://localhost");
const readBlocks = askTwinBlocks(diskAssets(publicDir), "http://localhost");
const lexicon = lexiconOf(JSON.parse(readFileSync(join(publicDir, ASK_LEXICON_PATH), "utf8")) as LexiconData);
// What an isolate does before its first answer: read the question index the build wrote.
const indexStarted = performance.now();
const readerQuestions = readerQuestionsOf(JSON.parse(readFileSync(join(publicDir, READER_QUESTIONS_PATH), "utf8")) as ReaderQuestionsData);
const questionIndexMs = Math.round((performance.now() - indexStarted) * 10) / 10;
const answer = async ({ question, history }: BenchQuestion) =>
  (await answerFromDocs({ engine, readBlocks, glossary, lexicon, readerQuestions, sectionStems }, question, history?.at(-1)?.question)).extractive;
const ms = (value: number) => Math.round(value * 10) / 10;

/** One file's questions answered twice (the first pass warms the caches), scored, and timed. */
async function benchFile(file: string) {
  const questions = JSON.parse(readFileSync(join(root, file), "utf8")) as BenchQuestion[];
  for (const question of questions) await answer(question);
  const answers = [];
  const times: number[] = [];
  for (const question of questions) {
    const started = performance.now();
    answers.push(await answer(question));
    times.push(performance.now() - started);
  }
  return { questions, answers, times };
}

async function benchHalf(half: Half) {
  const files = HALVES[half].filter((file) => existsSync(join(root, file)));
  const missing = HALVES[half].filter((file) => !files.includes(file));
  const runs = [];
  for (const file of files) runs.push({ file, ...(await benchFile(file)) });
  const times = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  const { misses, ...scores } = scoreAnswers(
    runs.flatMap((run) => run.questions),
    runs.flatMap((run) => run.answers),
  );
  return {
    files,
    missing,
    ...scores,
    answerMs: { median: ms(times[Math.floor(times.length / 2)] ?? 0), max: ms(times.at(-1) ?? 0) },
    byFile: Object.fromEntries(
      runs.map((run) => {
        const { shares, answerable, unanswerable } = scoreAnswers(run.questions, run.answers);
        return [run.file, { answerable, unanswerable, shares }];
      }),
    ),
    misses,
  };
}

const results: Partial<Record<Half, Awaited<ReturnType<typeof benchHalf>>>> = {};
for (const half of halves) results[half] = await benchHalf(half);
const report = { questionIndexMs, ...results };
writeFileSync(join(root, "bench/results-ask.json"), JSON.stringify(report, null, 2) + "\n");
console.log(JSON.stringify(report, null, 2));
