// `npm run bench:ask-worker`: Ask AI's answer time in the worker, as a reader's request meets it. It posts the tuning
// half's questions to `wrangler dev` (the last build), a warm-up pass and then a timed one, each from its own client
// address (the limit is per client), and times a request the worker refuses at once (400: an empty question), which is
// the server's own share of a round trip. A timer does not advance inside a worker while its code runs, so the answer's
// time is the difference of the two medians. Writes bench/results-ask-worker.json.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { HALVES, type BenchQuestion } from "./ask-score";
import { withServer } from "./serve";

const root = resolve(import.meta.dirname, "..");
const PORT = 8797;
const questions = HALVES.tuning.flatMap((file) => JSON.parse(readFileSync(join(root, file), "utf8")) as BenchQuestion[]);
const median = (times: number[]) => Math.round(times.slice().sort((a, b) => a - b)[times.length >> 1] * 10) / 10;

let client = 0;
async function roundTrip(origin: string, body: object, status: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/ask`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `10.9.${(client >> 8) & 255}.${client++ & 255}` },
    body: JSON.stringify(body),
  });
  await response.text();
  if (response.status !== status) throw new Error(`POST /api/ask answered ${response.status}, not ${status}`);
  return performance.now() - started;
}

const asked = (question: BenchQuestion) => ({
  question: question.question,
  history: (question.history ?? []).map((turn) => ({ question: turn.question, answer: "" })),
});

const result = await withServer(PORT, async (origin) => {
  for (const question of questions) await roundTrip(origin, asked(question), 200);
  const answered: number[] = [];
  for (const question of questions) answered.push(await roundTrip(origin, asked(question), 200));
  const refused: number[] = [];
  while (refused.length < questions.length) refused.push(await roundTrip(origin, { question: "" }, 400));
  return { questions: questions.length, answeredMs: median(answered), refusedMs: median(refused) };
});
const output = { ...result, answerMs: Math.round((result.answeredMs - result.refusedMs) * 10) / 10 };
writeFileSync(join(root, "bench/results-ask-worker.json"), JSON.stringify(output, null, 2) + "\n");
console.log(JSON.stringify(output));
