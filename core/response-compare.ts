// Compares a documented response with the one a Strapi server returned: the lab's verification of
// <ApiCall verify> examples (tools/lab/verify.ts) and the "Try it" panel (components/api-call/try-it/) use it.
//
// The rule (also in lab/README.md):
// - Same structure and values: same keys, same array lengths, equal strings, numbers, booleans and nulls.
//   Key order does not matter.
// - Loose fields match by type only (a string for a string, a number for a number; null only matches
//   null, so `"publishedAt": null` still says "a draft"): `id`, `documentId`, `createdAt`, `updatedAt`,
//   `publishedAt`, `jwt`, `url`, `hash` and `name` of a media file or of one of its formats
//   (an object with `hash` and `mime`), and any `url` under /uploads/ (the upload plugin names files
//   with a random hash, so a fresh lab gives other names, also when a query selects only `url`).
// - With verify="partial", the documented response is an excerpt: a documented object may leave out keys
//   the product returns, and a documented array may show only the first items of the real one. What is
//   documented must still match.
// - "shape" (the server-side harness's scripts, whose data the page invents): as "partial", but every
//   value matches by type only; null still only matches null, so a draft's `publishedAt: null` is checked.
// - A status at the start of the <Response> title ("201 Created") must be the status returned;
//   without one, any 2xx status does.

export type ExampleMode = "exact" | "partial";

export const LOOSE_KEYS = new Set(["id", "documentId", "createdAt", "updatedAt", "publishedAt", "jwt"]);
export const LOOSE_MEDIA_KEYS = new Set(["url", "hash", "name"]);

export interface Mismatch {
  /** Where, as a JavaScript-like path: data[0].name; (status) and (body) for the answer itself. */
  path: string;
  message: string;
}

/** Who the messages speak to: the docs' authors (the lab) or a reader trying an example on their own server. */
export interface ComparisonVoice {
  /** The server that answered, as a sentence's subject: "the product". */
  server: string;
  /** Appended to the list of keys a documented object leaves out in exact mode. */
  extraKeysAdvice: string;
}

export const AUTHOR_VOICE: ComparisonVoice = { server: "the product", extraKeysAdvice: ': document them, or mark the example verify="partial"' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
const isObject = (value: unknown): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);
const isMedia = (value: Record<string, Json>) => "hash" in value && "mime" in value;
const isUploadUrl = (key: string, value: Json) => key === "url" && typeof value === "string" && value.startsWith("/uploads/");
const join = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

export function compareResponse(expected: unknown, actual: unknown, mode: ExampleMode | "shape", voice: ComparisonVoice = AUTHOR_VOICE): Mismatch[] {
  const { server } = voice;
  const mismatches: Mismatch[] = [];
  const visit = (want: unknown, got: unknown, path: string, loose: boolean) => {
    if (loose || (mode === "shape" && (want === null || typeof want !== "object"))) {
      if (kind(want) !== kind(got))
        mismatches.push({ path, message: `documented ${show(want)} (a ${kind(want)}), ${server} returns ${show(got)} (a ${kind(got)})` });
      return;
    }
    if (kind(want) !== kind(got)) {
      mismatches.push({ path, message: `documented ${show(want)}, ${server} returns ${show(got)}` });
      return;
    }
    if (Array.isArray(want) && Array.isArray(got)) {
      const reordered = reorderedItems(want, got, mode, voice);
      if (reordered) {
        mismatches.push({ path: path || "(root)", message: reordered });
        return;
      }
      if (mode === "exact" && want.length !== got.length)
        mismatches.push({ path, message: `documented ${want.length} items, ${server} returns ${got.length}` });
      if (mode !== "exact" && want.length > got.length)
        mismatches.push({ path, message: `documented ${want.length} items, ${server} returns only ${got.length}` });
      want.slice(0, got.length).forEach((item, index) => visit(item, got[index], join(path, index), false));
      return;
    }
    if (isObject(want) && isObject(got)) {
      const media = isMedia(got);
      for (const key of Object.keys(want)) {
        if (!(key in got)) {
          mismatches.push({ path: join(path, key), message: `documented, but ${server} does not return this key` });
          continue;
        }
        visit(want[key], got[key], join(path, key), LOOSE_KEYS.has(key) || (media && LOOSE_MEDIA_KEYS.has(key)) || isUploadUrl(key, got[key]));
      }
      if (mode === "exact") {
        const missing = Object.keys(got).filter((key) => !(key in want));
        if (missing.length)
          mismatches.push({ path: path || "(root)", message: `${server} also returns ${missing.map((key) => `"${key}"`).join(", ")}${voice.extraKeysAdvice}` });
      }
      return;
    }
    if (want !== got) mismatches.push({ path, message: `documented ${show(want)}, ${server} returns ${show(got)}` });
  };
  visit(expected, actual, "", false);
  return mismatches;
}

// What names an item of a list in a message, in this order of preference.
const LABEL_KEYS = ["name", "title", "slug", "username", "code", "documentId", "id"];

function itemLabel(item: unknown, index: number): string {
  const key = isObject(item) ? LABEL_KEYS.find((candidate) => ["string", "number"].includes(typeof item[candidate])) : undefined;
  return key && isObject(item) ? JSON.stringify(item[key]) : `item ${index}`;
}

/**
 * When an array holds the same items as documented in another order (a reversed sort, say), one
 * message that says so, instead of a mismatch for every value that moved; undefined otherwise.
 */
function reorderedItems(want: Json[], got: Json[], mode: ExampleMode | "shape", voice: ComparisonVoice): string | undefined {
  if (want.length < 2 || want.length !== got.length) return undefined;
  const matches = (item: Json, other: Json) => compareResponse(item, other, mode, voice).length === 0;
  if (want.every((item, index) => matches(item, got[index]))) return undefined;
  const used = new Set<number>();
  for (const item of want) {
    const index = got.findIndex((other, candidate) => !used.has(candidate) && matches(item, other));
    if (index < 0) return undefined;
    used.add(index);
  }
  const labels = (items: Json[]) => items.map(itemLabel).join(", ");
  return `the same ${want.length} items in another order: documented ${labels(want)}; ${voice.server} returns ${labels(got)}`;
}

/** The status a <Response> title starts with ("201 Created"), if any. */
export function documentedStatus(title: string | undefined): number | undefined {
  const match = title?.match(/^\s*(\d{3})\b/);
  return match ? Number(match[1]) : undefined;
}

export interface DocumentedResponse {
  /** From the title; without it, any 2xx status matches. */
  status?: number;
  /** Undefined for a response documented without a body (204 No Content): the answer must have none. */
  json: unknown;
  mode: ExampleMode;
}

export interface ComparedAnswer {
  mismatches: Mismatch[];
  /** The answer's body, when it is JSON. */
  json?: unknown;
}

/** Compares a whole answer (status and body text) with the documented response. */
export function compareAnswer(documented: DocumentedResponse, answer: { status: number; text: string }, voice: ComparisonVoice = AUTHOR_VOICE): ComparedAnswer {
  const mismatches: Mismatch[] = [];
  const { status } = answer;
  if (documented.status !== undefined ? status !== documented.status : status < 200 || status > 299)
    mismatches.push({ path: "(status)", message: `documented ${documented.status ?? "a 2xx status"}, ${voice.server} answers ${status}` });
  if (documented.json === undefined) {
    if (answer.text.trim()) mismatches.push({ path: "(body)", message: `documented without a body, ${voice.server} returns ${answer.text.slice(0, 120)}` });
    return { mismatches };
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    mismatches.push({ path: "(body)", message: `${voice.server}'s answer is not JSON: ${answer.text.slice(0, 120)}` });
    return { mismatches };
  }
  mismatches.push(...compareResponse(documented.json, json, documented.mode, voice));
  return { mismatches, json };
}
