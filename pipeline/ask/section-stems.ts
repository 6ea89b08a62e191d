// Writes each section's stems for Ask AI (search/ask/section-stems.ts), so that no isolate stems
// a section's text to answer a question. A section is what the worker reads for a candidate: a
// heading's (or a page's) record, and the text records that share its URL.
import { join } from "node:path";
import { encodeSectionStems, SECTION_STEMS_DOCS, sectionStemsOf, sectionStemsPath, sectionTitles, type SectionStemsFile } from "../../search/ask/section-stems";
import type { SearchRecord } from "../../search/types";
import { write } from "../write/file";

/** `records`: the search index's records, in its order (a record's index is its document id). Returns the bytes written. */
export function writeSectionStems(records: SearchRecord[], publicDir: string): { bytes: number } {
  let bytes = 0;
  let file = 0;
  let sections: SectionStemsFile = {};
  // Documents come in order, so each file is written as soon as it is complete: the build never holds them all.
  const flush = () => {
    if (Object.keys(sections).length === 0) return;
    const text = JSON.stringify(sections);
    bytes += Buffer.byteLength(text);
    write(join(publicDir, sectionStemsPath(file)), text);
    sections = {};
  };
  let group = 0;
  records.forEach((record, doc) => {
    if (doc > 0 && record.url !== records[doc - 1].url) group = doc;
    if (record.type === "content") return;
    const blocks: string[] = [];
    for (let next = group; next < records.length && records[next].url === record.url; next++) {
      const { type, content } = records[next];
      if (type === "content" && content) blocks.push(content);
    }
    if (Math.floor(doc / SECTION_STEMS_DOCS) !== file) {
      flush();
      file = Math.floor(doc / SECTION_STEMS_DOCS);
    }
    const { page, headings } = sectionTitles(record);
    sections[doc] = encodeSectionStems(sectionStemsOf(page, headings, blocks));
  });
  flush();
  return { bytes };
}
