// Ask AI's lexicon (search/ask/lexicon.ts), read from the static assets once per isolate. Without
// it (an older build, a failed read), questions are read with the docs' words alone.
import { ASK_LEXICON_PATH, lexiconOf, type Lexicon, type LexiconData } from "../search/ask/lexicon";
import type { AssetFetcher } from "./search-engine";

let lexicon: Lexicon | undefined;

/** Like the engine, the isolate keeps the read lexicon, never the promise of one (search/bounded-cache.ts says why). */
export async function loadAskLexicon(assets: AssetFetcher, origin: string): Promise<Lexicon | undefined> {
  if (lexicon) return lexicon;
  const response = await assets.fetch(new Request(new URL(ASK_LEXICON_PATH, origin)));
  if (!response.ok) return undefined;
  lexicon ??= lexiconOf((await response.json()) as LexiconData);
  return lexicon;
}
