// Loads the prebuilt index from the static assets once per worker isolate.
import { SearchEngine } from "./engine";
import type { SearchRecord } from "./types";

export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

let loading: Promise<SearchEngine> | undefined;

export function loadEngine(assets: AssetFetcher, origin: string): Promise<SearchEngine> {
  loading ??= (async () => {
    const [index, records] = await Promise.all(
      ["/_data/search/index.json", "/_data/search/records.json"].map(async (path) => {
        const response = await assets.fetch(new Request(new URL(path, origin)));
        if (!response.ok) throw new Error(`search data missing: ${path}`);
        return response.text();
      }),
    );
    return SearchEngine.load(index, JSON.parse(records) as SearchRecord[]);
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
