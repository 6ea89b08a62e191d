// Ask AI's data beyond the search index, read from the static assets once per isolate: the lexicon
// (search/ask/lexicon.ts) and the reader questions (search/ask/reader-questions.ts), without which
// (an older build, a failed read) questions are answered from the docs alone; and the sections' stems
// (search/ask/section-stems.ts) and the pages' twin blocks, read in parts like the index.
import type { RootContent } from "mdast";
import { dataUrl } from "../core/asset-paths";
import type { BoundedCache } from "../search/bounded-cache";
import { jsonFileCache } from "../search/index-reader";
import { ASK_LEXICON_PATH, lexiconOf, type Lexicon, type LexiconData } from "../search/ask/lexicon";
import { READER_QUESTIONS_PATH, readerQuestionsOf, type ReaderQuestions, type ReaderQuestionsData } from "../search/ask/reader-questions";
import { SectionStems } from "../search/ask/section-stems";
import { assetText, type AssetFetcher } from "./search-engine";

/** Like the engine, the isolate keeps what it read, never the promise of it (search/bounded-cache.ts says why). */
function loadedOnce<Data, Value>(path: string, make: (data: Data) => Value): (assets: AssetFetcher, origin: string) => Promise<Value | undefined> {
  let value: Value | undefined;
  return async (assets, origin) => {
    if (value) return value;
    const response = await assets.fetch(new Request(new URL(path, origin)));
    if (!response.ok) return undefined;
    value ??= make((await response.json()) as Data);
    return value;
  };
}

export const loadAskLexicon: (assets: AssetFetcher, origin: string) => Promise<Lexicon | undefined> = loadedOnce<LexiconData, Lexicon>(
  ASK_LEXICON_PATH,
  lexiconOf,
);

export const loadReaderQuestions: (assets: AssetFetcher, origin: string) => Promise<ReaderQuestions | undefined> = loadedOnce<
  ReaderQuestionsData,
  ReaderQuestions
>(READER_QUESTIONS_PATH, readerQuestionsOf);

let sectionStems: SectionStems | undefined;

/** The sections' stems the build wrote, read file by file as questions need them (search/ask/section-stems.ts). */
export function askSectionStems(assets: AssetFetcher, origin: string): SectionStems {
  sectionStems ??= new SectionStems(assetText(assets, origin));
  return sectionStems;
}

/** Pages' twin blocks held per isolate, counted as JSON text: the pages that answer one question often answer the next. */
const TWIN_BLOCKS_CACHE_BYTES = 4 * 1024 * 1024;
let twinBlocks: BoundedCache<string, { value: RootContent[]; bytes: number }> | undefined;

/**
 * Reads a page's twin blocks (pipeline/markdown/twin-blocks.ts), parsed once per isolate while they stay in the cache.
 * A failed read rejects, and is not kept: the answer goes without that page's blocks (search/ask/answer.ts), the next one reads again.
 */
export function askTwinBlocks(assets: AssetFetcher, origin: string): (page: string) => Promise<RootContent[]> {
  twinBlocks ??= jsonFileCache<RootContent[], string>(TWIN_BLOCKS_CACHE_BYTES, assetText(assets, origin), dataUrl.twinBlocks);
  const cache = twinBlocks;
  return async (page) => (await cache.get(page)).value;
}
