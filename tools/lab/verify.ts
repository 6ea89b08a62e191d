// npm run lab:verify [-- FILTER...] [--shared [--keep]]
// Runs every REST and GraphQL example marked `<ApiCall verify>` in content/**/*.mdx against the lab
// (lab/), compares the documented response with the real one (core/response-compare.ts), prints a
// diff naming file:line for each mismatch, and records the results in content/verified-examples.json.
// FILTER keeps only the files whose path contains it.
// By default the examples run on fresh labs (the lab's code and seed on a new database, on a free
// port from 1338, deleted after), so that changes others made to the shared lab cannot make them
// fail. --shared runs the pages that only read on the shared lab (127.0.0.1:1337, through
// ensureLab(): started in the background when it is not running, and stopped after unless --keep).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { credentials, ensureLab, LAB_DIR, startScratchLab, type RunningLab } from "../../lab/scripts/lab.mjs";
import { credentialPlaceholder, GRAPHQL_PATH } from "../../core/api-request";
import { compareAnswer, type Mismatch } from "../../core/response-compare";
import { ContentError } from "../../pipeline/errors";
import { writesData, type MarkedExample } from "./examples";
import { collectExamples, formatRecords, labStrapiVersion, mergeRecords, readRecords, RECORDS_FILE, type ExampleRecords } from "./records";

const root = resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const keep = args.includes("--keep");
const shared = args.includes("--shared");
const filters = args.filter((arg) => !arg.startsWith("--"));
const log = (message: string) => console.error(`[lab] ${message}`);

interface Outcome {
  example: MarkedExample;
  mismatches: Mismatch[];
  actualFile?: string;
}

/** The Authorization value an example's placeholder stands for: the full-access token unless it names another. */
async function authorization(value: string, lab: RunningLab, jwtFor: (lab: RunningLab) => Promise<string>): Promise<string> {
  const placeholder = credentialPlaceholder(value);
  if (!placeholder) return value;
  const c = credentials();
  if (placeholder === "jwt") return `Bearer ${await jwtFor(lab)}`;
  if (placeholder === "read-only-token") return `Bearer ${c.apiTokens.readOnly.accessKey}`;
  return `Bearer ${c.apiTokens.fullAccess.accessKey}`;
}

const jwts = new Map<string, string>();
async function endUserJwt(lab: RunningLab): Promise<string> {
  const known = jwts.get(lab.url);
  if (known) return known;
  const { email, password } = credentials().endUser;
  const response = await fetch(`${lab.url}/api/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: email, password }),
  });
  const body = (await response.json()) as { jwt?: string };
  if (!body.jwt) throw new Error(`the lab's end user cannot log in (${response.status})`);
  jwts.set(lab.url, body.jwt);
  return body.jwt;
}

async function send(example: MarkedExample, lab: RunningLab): Promise<{ status: number; text: string }> {
  const { request } = example;
  if (request.kind === "graphql") {
    const response = await fetch(`${lab.url}${GRAPHQL_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` },
      body: JSON.stringify({ query: request.query, ...(request.variables && { variables: request.variables }) }),
    });
    return { status: response.status, text: await response.text() };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === "host" || name === "content-length") continue;
    headers[name] = name === "authorization" ? await authorization(value, lab, endUserJwt) : value;
  }
  if (request.body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const response = await fetch(`${lab.url}${request.target}`, {
    method: request.method,
    headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, text: await response.text() };
}

async function verify(example: MarkedExample, lab: RunningLab): Promise<Outcome> {
  const { mismatches, json: actual } = compareAnswer({ ...example.response, mode: example.mode }, await send(example, lab));
  // Nothing to keep when it matched, or when the answer was not JSON (the mismatch quotes it).
  if (!mismatches.length || actual === undefined) return { example, mismatches };
  const dir = join(LAB_DIR, ".tmp", "verify");
  mkdirSync(dir, { recursive: true });
  const actualFile = join(
    dir,
    `${example.file
      .replace(/^content\//, "")
      .replace(/\.mdx$/, "")
      .replace(/\//g, "__")}-${example.line}.json`,
  );
  writeFileSync(actualFile, `${JSON.stringify(actual, null, 2)}\n`);
  return { example, mismatches, actualFile };
}

function installedStrapiVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(LAB_DIR, "node_modules", "@strapi", "strapi", "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return labStrapiVersion(root);
  }
}

async function main(): Promise<number> {
  let all: MarkedExample[];
  try {
    all = collectExamples(root);
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const selected = filters.length ? all.filter((example) => filters.some((filter) => example.file.includes(filter))) : all;
  if (!selected.length) {
    log(filters.length ? `no marked example in files matching ${filters.join(", ")}` : "no marked example in content/");
    return 0;
  }
  // Pages run in page order. A page with an example that writes gets a fresh lab of its own, so that
  // its examples can build on each other (register, then log in); the other pages share one fresh
  // lab. Fresh labs (scratch labs: same code and seed, their own database) make the results
  // independent of what others did on the shared lab; --shared runs the pages that only read on the
  // shared lab of 127.0.0.1:1337 instead, starting it when it is not running.
  const writingFiles = new Set(selected.filter(writesData).map((example) => example.file));
  const reading = selected.filter((example) => !writingFiles.has(example.file));
  log(
    `${selected.length} marked examples in ${new Set(selected.map((example) => example.file)).size} files (${writingFiles.size} of them write, and get a fresh lab each)`,
  );

  const outcomes: Outcome[] = [];
  const run = async (examples: MarkedExample[], lab: RunningLab) => {
    for (const example of examples) outcomes.push(await verify(example, lab));
  };
  if (reading.length) {
    const lab = shared ? await ensureLab({ log }) : await startScratchLab({ log });
    try {
      await run(reading, lab);
    } finally {
      if (shared && keep && lab.started) log(`leaving the lab running at ${lab.url} (pid ${lab.pid})`);
      else await lab.stop();
    }
  }
  for (const file of writingFiles) {
    const scratch = await startScratchLab({ log });
    try {
      await run(
        selected.filter((example) => example.file === file),
        scratch,
      );
    } finally {
      await scratch.stop();
    }
  }

  outcomes.sort((a, b) => a.example.file.localeCompare(b.example.file) || a.example.line - b.example.line);
  const version = installedStrapiVersion();
  const date = new Date().toISOString().slice(0, 10);
  const results: ExampleRecords = {};
  let failed = 0;
  for (const { example, mismatches, actualFile } of outcomes) {
    const where = `${example.file}:${example.line}`;
    const what = example.request.kind === "graphql" ? "GraphQL" : `${example.request.method} ${example.request.target}`;
    results[example.key] = { strapi: version, result: mismatches.length ? "failed" : "passed", date };
    if (!mismatches.length) {
      console.log(`  ok    ${where}  ${what}`);
      continue;
    }
    failed += 1;
    console.log(`  FAIL  ${where}  ${what}${example.mode === "partial" ? " (partial)" : ""}`);
    for (const mismatch of mismatches.slice(0, 15)) console.log(`        ${example.file}:${example.response.line}: ${mismatch.path}: ${mismatch.message}`);
    if (mismatches.length > 15) console.log(`        … and ${mismatches.length - 15} more`);
    if (actualFile) console.log(`        the product's whole response: ${actualFile}`);
  }

  const recordsPath = join(root, RECORDS_FILE);
  writeFileSync(recordsPath, formatRecords(mergeRecords(all, readRecords(recordsPath), results)));
  console.log(`\n${outcomes.length - failed} passed, ${failed} failed (Strapi ${version}); results recorded in ${RECORDS_FILE}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
