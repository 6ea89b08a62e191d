// Reads the search index files in parts: the head once, then term shards and record chunks
// on demand, each kept in a cache bounded in bytes. `read` fetches one file's text; in the
// worker it goes through the ASSETS binding, in the benchmarks to the disk.
import SearchableMap from "minisearch/SearchableMap";
import { BoundedCache } from "./bounded-cache";
import {
  decodeRecord,
  decodeTermShard,
  FIELDS,
  HEAD_PATH,
  rangeOf,
  recordChunkPath,
  termPostingsBytes,
  termShardPath,
  TYPE_OF_LETTER,
  type IndexHead,
  type RecordChunkFile,
  type StoredRecord,
  type TermPostings,
  type TermShardFile,
} from "./index-files";

export type ReadText = (path: string) => Promise<string>;

/** JSON files, by a key their path is made from, read through `read`, parsed and held within `budget` bytes of their text. */
export function jsonFileCache<T, K = number>(budget: number, read: ReadText, pathOf: (key: K) => string): BoundedCache<K, { value: T; bytes: number }> {
  return new BoundedCache(
    budget,
    async (file) => {
      const text = await read(pathOf(file));
      return { value: JSON.parse(text) as T, bytes: text.length };
    },
    (file) => file.bytes,
  );
}

/** Decoded postings held per isolate: the real site's whole index fits; a large site's common terms do. */
export const TERM_CACHE_BYTES = 8 * 1024 * 1024;
/** Record chunks held per isolate, counted as JSON text (parsed, they take about twice that). */
export const RECORD_CACHE_BYTES = 3 * 1024 * 1024;

export class IndexReader {
  readonly documentCount: number;
  readonly fieldCount = FIELDS.length;
  readonly averageFieldLength: readonly number[];
  /** Length of field f of document d at d * fieldCount + f. */
  readonly fieldLength: Uint16Array;
  readonly types: string;
  /** Each document's position in its page (0 for the page's own record). */
  readonly positions: Uint16Array;
  /** Each document's section: the first document of its heading (or page) and the text under it. */
  readonly sectionStarts: Int32Array;
  readonly facets: Readonly<Record<string, string>>;
  /** Term → its index in the vocabulary, searchable by prefix and edit distance. */
  readonly vocabulary: SearchableMap<number>;
  private readonly termShards: number[];
  private readonly recordChunks: number[];
  private readonly shards: BoundedCache<number, TermPostings[]>;
  private readonly chunks: BoundedCache<number, { value: RecordChunkFile; bytes: number }>;

  constructor(head: IndexHead, read: ReadText) {
    this.documentCount = head.documentCount;
    this.averageFieldLength = head.averageFieldLength;
    this.fieldLength = Uint16Array.from(head.fieldLength, (length) => Math.min(length, 0xffff));
    this.types = head.types;
    this.positions = new Uint16Array(head.documentCount);
    for (let doc = 1; doc < head.documentCount; doc++) this.positions[doc] = head.types[doc] === "1" ? 0 : Math.min(this.positions[doc - 1] + 1, 0xffff);
    this.sectionStarts = new Int32Array(head.documentCount);
    for (let doc = 1; doc < head.documentCount; doc++) this.sectionStarts[doc] = head.types[doc] === "c" ? this.sectionStarts[doc - 1] : doc;
    this.facets = head.facets;
    this.vocabulary = new SearchableMap<number>();
    head.terms.forEach((term, index) => this.vocabulary.set(term, index));
    this.termShards = head.termShards;
    this.recordChunks = head.recordChunks;
    this.shards = new BoundedCache(
      TERM_CACHE_BYTES,
      async (shard) => decodeTermShard(JSON.parse(await read(termShardPath(shard))) as TermShardFile),
      termPostingsBytes,
    );
    this.chunks = jsonFileCache<RecordChunkFile>(RECORD_CACHE_BYTES, read, recordChunkPath);
  }

  static async open(read: ReadText): Promise<IndexReader> {
    return new IndexReader(JSON.parse(await read(HEAD_PATH)) as IndexHead, read);
  }

  /** The postings of the given terms (vocabulary indexes), loading the shards that hold them. */
  async postings(terms: Iterable<number>): Promise<Map<number, TermPostings>> {
    const byShard = new Map<number, number[]>();
    for (const term of terms) {
      const shard = rangeOf(this.termShards, term);
      const list = byShard.get(shard);
      if (list) list.push(term);
      else byShard.set(shard, [term]);
    }
    const found = new Map<number, TermPostings>();
    await Promise.all(
      [...byShard].map(async ([shard, list]) => {
        const postings = await this.shards.get(shard);
        for (const term of list) found.set(term, postings[term - this.termShards[shard]]);
      }),
    );
    return found;
  }

  /** The records of the given documents, in the same order; each chunk they are in is read once. */
  async records(docs: readonly number[]): Promise<StoredRecord[]> {
    const chunks = [...new Set(docs.map((doc) => rangeOf(this.recordChunks, doc)))];
    const loaded = new Map(await Promise.all(chunks.map(async (chunk) => [chunk, (await this.chunks.get(chunk)).value] as const)));
    return docs.map((doc) => {
      const chunk = rangeOf(this.recordChunks, doc);
      const { section, first } = sectionIn(loaded.get(chunk) as RecordChunkFile, this.recordChunks[chunk], doc);
      return this.record(section, first, doc);
    });
  }

  /** The records of the section (same URL: a heading and the text under it) that holds `doc`. */
  async section(doc: number): Promise<StoredRecord[]> {
    const { section, first } = await this.sectionOf(doc);
    return section[2].map((_, i) => this.record(section, first, first + i));
  }

  /** The section holding `doc`, and its first document. */
  private async sectionOf(doc: number): Promise<{ section: RecordChunkFile[number]; first: number }> {
    const chunk = rangeOf(this.recordChunks, doc);
    return sectionIn((await this.chunks.get(chunk)).value, this.recordChunks[chunk], doc);
  }

  private record(section: RecordChunkFile[number], first: number, doc: number): StoredRecord {
    return decodeRecord(section, section[2][doc - first], { type: TYPE_OF_LETTER[this.types[doc]], position: this.positions[doc], facets: this.facets });
  }
}

/** The section of a chunk (whose first document is `start`) that holds `doc`, and the section's first document. */
function sectionIn(sections: RecordChunkFile, start: number, doc: number): { section: RecordChunkFile[number]; first: number } {
  let first = start;
  for (const section of sections) {
    if (doc < first + section[2].length) return { section, first };
    first += section[2].length;
  }
  throw new Error(`search: document ${doc} is not in the record chunk starting at ${start}`);
}
