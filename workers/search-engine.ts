// Opens the search index from the static assets once per worker isolate: the head on the
// first query; term shards and record chunks as queries need them (search/index-reader.ts).
import { SearchEngine } from "../search/engine";

export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

let engine: SearchEngine | undefined;

/**
 * The isolate's engine. It keeps the opened engine, not the promise of one: a request must never
 * await a promise another request started (search/bounded-cache.ts says why), so concurrent first
 * queries each read the head, and the first to finish is kept.
 */
export async function loadEngine(assets: AssetFetcher, origin: string): Promise<SearchEngine> {
  if (engine) return engine;
  const opened = await SearchEngine.open(async (path) => {
    const response = await assets.fetch(new Request(new URL(path, origin)));
    if (!response.ok) throw new Error(`search data missing: ${path}`);
    return response.text();
  });
  engine ??= opened;
  return engine;
}
