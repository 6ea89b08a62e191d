// Compares a documented response with the one the lab returned.
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
// - "shape" (server-side scripts, whose data the page invents): as "partial", but every value matches
//   by type only; null still only matches null, so a draft's `publishedAt: null` is checked.

import type { ExampleMode } from "./examples";

export const LOOSE_KEYS = new Set(["id", "documentId", "createdAt", "updatedAt", "publishedAt", "jwt"]);
export const LOOSE_MEDIA_KEYS = new Set(["url", "hash", "name"]);

export interface Mismatch {
  /** Where, as a JavaScript-like path: data[0].name */
  path: string;
  message: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
const isObject = (value: unknown): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);
const isMedia = (value: Record<string, Json>) => "hash" in value && "mime" in value;
const isUploadUrl = (key: string, value: Json) => key === "url" && typeof value === "string" && value.startsWith("/uploads/");
const join = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`);

export function compareResponse(expected: unknown, actual: unknown, mode: ExampleMode | "shape"): Mismatch[] {
  const mismatches: Mismatch[] = [];
  const visit = (want: unknown, got: unknown, path: string, loose: boolean) => {
    if (loose || (mode === "shape" && (want === null || typeof want !== "object"))) {
      if (kind(want) !== kind(got)) mismatches.push({ path, message: `documented ${show(want)} (a ${kind(want)}), the product returns ${show(got)} (a ${kind(got)})` });
      return;
    }
    if (kind(want) !== kind(got)) {
      mismatches.push({ path, message: `documented ${show(want)}, the product returns ${show(got)}` });
      return;
    }
    if (Array.isArray(want) && Array.isArray(got)) {
      if (mode === "exact" && want.length !== got.length) mismatches.push({ path, message: `documented ${want.length} items, the product returns ${got.length}` });
      if (mode !== "exact" && want.length > got.length) mismatches.push({ path, message: `documented ${want.length} items, the product returns only ${got.length}` });
      want.slice(0, got.length).forEach((item, index) => visit(item, got[index], join(path, index), false));
      return;
    }
    if (isObject(want) && isObject(got)) {
      const media = isMedia(got);
      for (const key of Object.keys(want)) {
        if (!(key in got)) {
          mismatches.push({ path: join(path, key), message: `documented, but the product does not return this key` });
          continue;
        }
        visit(want[key], got[key], join(path, key), LOOSE_KEYS.has(key) || (media && LOOSE_MEDIA_KEYS.has(key)) || isUploadUrl(key, got[key]));
      }
      if (mode === "exact") {
        const missing = Object.keys(got).filter((key) => !(key in want));
        if (missing.length) mismatches.push({ path: path || "(root)", message: `the product also returns ${missing.map((key) => `"${key}"`).join(", ")}: document them, or mark the example verify="partial"` });
      }
      return;
    }
    if (want !== got) mismatches.push({ path, message: `documented ${show(want)}, the product returns ${show(got)}` });
  };
  visit(expected, actual, "", false);
  return mismatches;
}
