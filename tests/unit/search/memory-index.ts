// The search engine over records indexed in memory, read through the same reader as in the
// worker: for tests that need a small index.
import { buildSearchIndex, type FileSizes } from "../../../pipeline/search/build-index";
import { SearchEngine } from "../../../search/engine";
import type { SearchRecord } from "../../../search/types";

export function indexFiles(records: SearchRecord[], sizes?: FileSizes): Map<string, string> {
  const files = new Map<string, string>();
  buildSearchIndex(records, (path, text) => files.set(path, text), sizes);
  return files;
}

/** `reads` collects the path of every file the engine reads. */
export function engineFor(records: SearchRecord[], files = indexFiles(records), reads: string[] = []): Promise<SearchEngine> {
  return SearchEngine.open(async (path) => {
    reads.push(path);
    const text = files.get(path);
    if (text === undefined) throw new Error(`no file ${path}`);
    return text;
  });
}
