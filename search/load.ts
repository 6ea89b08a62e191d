// Opens the search index from the static assets once per worker isolate: the head on the
// first query; term shards and record chunks as queries need them (search/index-reader.ts).
import { SearchEngine } from "./engine";

export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

let loading: Promise<SearchEngine> | undefined;

export function loadEngine(assets: AssetFetcher, origin: string): Promise<SearchEngine> {
  loading ??= SearchEngine.open(async (path) => {
    const response = await assets.fetch(new Request(new URL(path, origin)));
    if (!response.ok) throw new Error(`search data missing: ${path}`);
    return response.text();
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
