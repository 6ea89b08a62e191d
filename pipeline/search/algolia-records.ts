// The records for a hosted Algolia index. Algolia refuses a record over its plan's size limit
// ("Record is too big"): 10 KB of minified JSON on the Build plan, the smallest of its limits
// (https://www.algolia.com/doc/guides/scaling/algolia-service-limits). A longer text block is
// split into parts at word boundaries, each a record with the same hierarchy and URL.
import type { SearchRecord } from "../../search/types";

export const ALGOLIA_RECORD_BYTES = 10_000;

const bytesOf = (record: SearchRecord) => Buffer.byteLength(JSON.stringify(record));

/** Bytes a piece of text takes inside a JSON string (escapes included). */
const textBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

function split(record: SearchRecord, limit: number): SearchRecord[] {
  const part = (content: string, n: number): SearchRecord => ({ ...record, objectID: `${record.objectID}-${n}`, content });
  // The record without its text, with the longest part number it could get.
  const room = limit - bytesOf(part("", String(record.content).length));
  if (room <= 0) throw new Error(`search record ${record.objectID} is over ${limit} bytes without its text: shorten the headings of that section`);
  const texts: string[] = [];
  let text = "";
  let bytes = 0;
  for (const word of (record.content ?? "").split(/(?<=\s)/)) {
    const wordBytes = textBytes(word);
    if (text && bytes + wordBytes > room) {
      texts.push(text.trimEnd());
      text = "";
      bytes = 0;
    }
    text += word;
    bytes += wordBytes;
  }
  texts.push(text);
  return texts.map(part);
}

export function algoliaRecords(records: SearchRecord[], limit = ALGOLIA_RECORD_BYTES): SearchRecord[] {
  const exported = records.flatMap((record) => (bytesOf(record) > limit ? split(record, limit) : [record]));
  // Only a single word longer than the limit could still be too big.
  const tooBig = exported.find((record) => bytesOf(record) > limit);
  if (tooBig) throw new Error(`search record ${tooBig.objectID} is still over ${limit} bytes: it holds a word longer than that`);
  return exported;
}

export function largestRecordBytes(records: SearchRecord[]): number {
  return records.reduce((largest, record) => Math.max(largest, bytesOf(record)), 0);
}
