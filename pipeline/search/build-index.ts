// Builds the search index files (search/index-files.ts) from the records: postings per term,
// cut into term shards of about TERM_SHARD_BYTES, and the records cut into chunks of about
// RECORD_CHUNK_BYTES that never split a section. Files are handed to `emit` one at a time.
import { encodeRecordChunk, FIELDS, HEAD_PATH, recordChunkPath, termShardPath, TYPE_LETTERS, type IndexHead } from "../../search/index-files";
import { fieldTerms, indexedFields } from "../../search/terms";
import type { SearchRecord } from "../../search/types";

/** Small enough that a query's words cost a few tens of kB; large enough to keep files few. */
export const TERM_SHARD_BYTES = 32 * 1024;
/** A hit costs the parse of its chunk; DocSearch shows 20 hits, often from the same pages. */
export const RECORD_CHUNK_BYTES = 32 * 1024;

const MAX_COUNT = 0xffff;

export interface IndexStats {
  records: number;
  terms: number;
  termShards: number;
  recordChunks: number;
  /** Bytes of every file, and of the largest. */
  bytes: number;
  largest: { path: string; bytes: number };
}

/** Target file sizes (tests make them tiny to get many files). */
export interface FileSizes {
  termShard: number;
  recordChunk: number;
}

export function buildSearchIndex(
  records: SearchRecord[],
  emit: (path: string, text: string) => void,
  sizes: FileSizes = { termShard: TERM_SHARD_BYTES, recordChunk: RECORD_CHUNK_BYTES },
): IndexStats {
  const stats: IndexStats = { records: records.length, terms: 0, termShards: 0, recordChunks: 0, bytes: 0, largest: { path: "", bytes: 0 } };
  const write = (path: string, text: string) => {
    const bytes = Buffer.byteLength(text);
    stats.bytes += bytes;
    if (bytes > stats.largest.bytes) stats.largest = { path, bytes };
    emit(path, text);
  };

  // Postings per term: per field, [document, count] pairs in document order.
  const postings = new Map<string, number[][]>();
  const fieldLength: number[] = [];
  const totalLength = FIELDS.map(() => 0);
  let types = "";
  records.forEach((record, doc) => {
    types += TYPE_LETTERS[record.type];
    const fields = indexedFields(record);
    FIELDS.forEach((field, f) => {
      const { counts, length } = fieldTerms(fields[field]);
      fieldLength.push(length);
      totalLength[f] += length;
      for (const [term, count] of counts) {
        let entry = postings.get(term);
        if (!entry) postings.set(term, (entry = FIELDS.map(() => [])));
        entry[f].push(doc, Math.min(count, MAX_COUNT));
      }
    });
  });

  const terms = [...postings.keys()].sort();
  const termShards = writePacked(postingsOf(terms, postings), sizes.termShard, (json, shard) => write(termShardPath(shard), json));

  // Record chunks: whole sections (records in a row that share a URL), about sizes.recordChunk each.
  const recordChunks = writePacked(sections(records), sizes.recordChunk, (json, chunk) => write(recordChunkPath(chunk), json));

  const head: IndexHead = {
    documentCount: records.length,
    averageFieldLength: totalLength.map((total) => (records.length ? total / records.length : 0)),
    terms,
    termShards,
    fieldLength,
    types,
    recordChunks,
    facets: sharedFacets(records),
  };
  write(HEAD_PATH, JSON.stringify(head));
  return { ...stats, terms: terms.length, termShards: termShards.length, recordChunks: recordChunks.length };
}

/**
 * Packs JSON texts into files of about `maxBytes`, each one JSON array, handed to `emit` with its
 * number. Returns, per file, the position of its first item (the head's lookup table).
 */
function writePacked(items: Iterable<readonly [position: number, json: string]>, maxBytes: number, emit: (json: string, file: number) => void): number[] {
  const firsts: number[] = [];
  let pack: string[] = [];
  let bytes = 0;
  const flush = () => {
    emit(`[${pack.join(",")}]`, firsts.length - 1);
    pack = [];
    bytes = 0;
  };
  for (const [position, json] of items) {
    if (pack.length === 0) firsts.push(position);
    pack.push(json);
    bytes += json.length;
    if (bytes >= maxBytes) flush();
  }
  if (pack.length) flush();
  return firsts;
}

/** Each term's postings as [its position in the vocabulary, their delta-encoded JSON], one at a time. */
function* postingsOf(terms: string[], postings: Map<string, number[][]>): Generator<readonly [number, string]> {
  for (const [index, term] of terms.entries()) yield [index, JSON.stringify((postings.get(term) as number[][]).map(deltaEncode))];
}

/** Each section (records in a row that share a URL) as [its first record's position, its encoded JSON]. */
function* sections(records: SearchRecord[]): Generator<readonly [number, string]> {
  for (let start = 0; start < records.length;) {
    let end = start + 1;
    while (end < records.length && records[end].url === records[start].url) end++;
    yield [start, JSON.stringify(encodeRecordChunk(records.slice(start, end))[0])];
    start = end;
  }
}

/** [doc, count, doc, count, …] → [doc − previous doc, count, …]: small numbers, short JSON. */
function deltaEncode(pairs: number[]): number[] {
  const out = pairs.slice();
  for (let i = out.length - 2; i >= 2; i -= 2) out[i] -= out[i - 2];
  return out;
}

/** The facets are the same on every record; the head stores them once, so the build checks it. */
function sharedFacets(records: SearchRecord[]): Record<string, string> {
  const [first] = records;
  if (!first) return {};
  const facets = { language: first.language, docusaurus_tag: first.docusaurus_tag };
  const other = records.find((record) => record.language !== facets.language || record.docusaurus_tag !== facets.docusaurus_tag);
  if (other)
    throw new Error(
      `search: record ${other.objectID} has facets ${other.language}/${other.docusaurus_tag}; every record must share ${facets.language}/${facets.docusaurus_tag}`,
    );
  return facets;
}
