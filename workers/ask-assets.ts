// Ask AI's data beyond the search index, read from the static assets once per isolate: the lexicon
// (search/ask/lexicon.ts) and the reader questions (search/ask/reader-questions.ts). Without one
// (an older build, a failed read), questions are answered without it.
import { ASK_LEXICON_PATH, lexiconOf, type Lexicon, type LexiconData } from "../search/ask/lexicon";
import { READER_QUESTIONS_PATH, readerQuestionsOf, type ReaderQuestions, type ReaderQuestionsData } from "../search/ask/reader-questions";
import type { AssetFetcher } from "./search-engine";

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
