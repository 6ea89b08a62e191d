// Opens the search index from the static assets once per worker isolate: the head on the
// first query; term shards and record chunks as queries need them (search/index-reader.ts).
import { SearchEngine } from "../search/engine";
import type { ReadText } from "../search/index-reader";

export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

let engine: SearchEngine | undefined;

/** Reads a data file of the static assets as text; one the build did not write is an error. */
export function assetText(assets: AssetFetcher, origin: string): ReadText {
  return async (path) => {
    const response = await assets.fetch(new Request(new URL(path, origin)));
    if (!response.ok) throw new Error(`data missing from the static assets: ${path} (${response.status})`);
    return response.text();
  };
}

/**
 * The isolate's engine. It keeps the opened engine, not the promise of one: a request must never
 * await a promise another request started (search/bounded-cache.ts says why), so concurrent first
 * queries each read the head, and the first to finish is kept.
 */
export async function loadEngine(assets: AssetFetcher, origin: string): Promise<SearchEngine> {
  if (engine) return engine;
  const opened = await SearchEngine.open(assetText(assets, origin));
  engine ??= opened;
  return engine;
}
