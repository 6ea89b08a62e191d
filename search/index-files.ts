// The search index as static files, shared by the build (which writes them) and the worker
// (which reads them in parts). A query reads the head once per isolate, then only the term
// shards of its words and the record chunks of its hits.
//
//   /_data/search/head.json           sizes, the sorted vocabulary, per-document facts
//   /_data/search/terms/{n}.json      postings of a run of consecutive terms of the vocabulary
//   /_data/search/records/{n}.json    the records of consecutive documents, by section
import type { SearchRecord } from "./types";

import { SEARCH_BASE } from "../core/asset-paths";
export const HEAD_PATH = `${SEARCH_BASE}/head.json`;
export const termShardPath = (shard: number) => `${SEARCH_BASE}/terms/${shard}.json`;
export const recordChunkPath = (chunk: number) => `${SEARCH_BASE}/records/${chunk}.json`;

/** The indexed fields of a record, in the order of every per-field array below. */
export const FIELDS = ["title", "pageTitle", "headings", "content"] as const;
export type Field = (typeof FIELDS)[number];

/** A record as a hit returns it (the export to Algolia keeps `weight`). */
export type StoredRecord = Omit<SearchRecord, "weight">;

/** One letter per record type in `IndexHead.types`. */
export const TYPE_LETTERS: Record<SearchRecord["type"], string> = { lvl1: "1", lvl2: "2", lvl3: "3", lvl4: "4", lvl5: "5", lvl6: "6", content: "c" };
export const TYPE_OF_LETTER = Object.fromEntries(Object.entries(TYPE_LETTERS).map(([type, letter]) => [letter, type])) as Record<string, SearchRecord["type"]>;

export interface IndexHead {
  /** Records (documents); a document's id is its record's index in page order. */
  documentCount: number;
  /** Mean length of each field over all documents, in distinct tokens (as MiniSearch counts). */
  averageFieldLength: number[];
  /** The vocabulary, sorted by code unit. */
  terms: string[];
  /** Index in `terms` of the first term of each term shard. */
  termShards: number[];
  /** Length of every field of every document: document 0's fields, then document 1's, … */
  fieldLength: number[];
  /** Each document's record type, one letter (TYPE_LETTERS). A page starts at its "1". */
  types: string;
  /** First document of each record chunk. A chunk ends at a section's end, never inside it. */
  recordChunks: number[];
  /** The facet values every record shares (`language`, `docusaurus_tag`). */
  facets: Record<string, string>;
}

/**
 * A term shard: for each of its terms, for each field, the documents that contain the term
 * and how often, interleaved as [document − previous document, count, …] (empty: none).
 */
export type TermShardFile = number[][][];

/**
 * A record chunk: whole sections (records that share a URL, so a heading and its text), each
 * stored once as [url, [lvl0, …, lvl6] without trailing nulls, the text of each record (null
 * for a heading)]. The rest of a record comes from the head: its type, its position in the page
 * (objectID is the page path, "#" and the position) and the shared facets.
 */
export type RecordChunkFile = [url: string, hierarchy: (string | null)[], contents: (string | null)[]][];

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

export function encodeRecordChunk(records: SearchRecord[]): RecordChunkFile {
  const sections: RecordChunkFile = [];
  for (const record of records) {
    const last = sections.at(-1);
    if (last && last[0] === record.url) last[2].push(record.content);
    else {
      const hierarchy = LEVELS.map((level) => record.hierarchy[level]);
      while (hierarchy.length && hierarchy.at(-1) === null) hierarchy.pop();
      sections.push([record.url, hierarchy, [record.content]]);
    }
  }
  return sections;
}

/** What a record takes from the head. */
export interface RecordFacts {
  type: SearchRecord["type"];
  position: number;
  facets: Readonly<Record<string, string>>;
}

export function decodeRecord([url, levels]: RecordChunkFile[number], content: string | null, { type, position, facets }: RecordFacts): StoredRecord {
  const hash = url.indexOf("#");
  const path = hash < 0 ? url : url.slice(0, hash);
  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, levels[i] ?? null])) as SearchRecord["hierarchy"];
  return {
    objectID: `${path}#${position}`,
    type,
    url,
    url_without_anchor: path,
    anchor: hash < 0 ? null : url.slice(hash + 1),
    hierarchy,
    content,
    language: facets.language,
    docusaurus_tag: facets.docusaurus_tag,
  };
}

/** One field's postings of a term: ascending document ids and the term's count in each. */
export interface FieldPostings {
  docs: Int32Array;
  counts: Uint16Array;
}

/** A term's postings per field (null where the field never contains it). */
export type TermPostings = (FieldPostings | null)[];

export function decodeTermShard(file: TermShardFile): TermPostings[] {
  return file.map((fields) =>
    fields.map((pairs) => {
      if (pairs.length === 0) return null;
      const docs = new Int32Array(pairs.length / 2);
      const counts = new Uint16Array(pairs.length / 2);
      let doc = 0;
      for (let i = 0; i < docs.length; i++) {
        doc += pairs[2 * i];
        docs[i] = doc;
        counts[i] = pairs[2 * i + 1];
      }
      return { docs, counts };
    }),
  );
}

/** Bytes a decoded shard holds, for the cache's budget. */
export function termPostingsBytes(shard: TermPostings[]): number {
  let bytes = 0;
  for (const fields of shard) for (const field of fields) if (field) bytes += field.docs.byteLength + field.counts.byteLength;
  return bytes;
}

/** The last index in an ascending list whose value is ≤ `value` (the shard or chunk holding it). */
export function rangeOf(starts: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
