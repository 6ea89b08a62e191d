// What the worker hands to loaders. With React Router's middleware API (future.v8_middleware) a
// loader's context is a typed provider, so the worker sets this one value on it.
import { createContext } from "react-router";
import type { SearchEngine } from "../../search/engine";

export interface EdgeContext {
  /**
   * The worker's bindings that loaders use: the static assets (wrangler.toml), where page data
   * lives. Written as what loaders call, not as the worker's `Env`: the app is typechecked without
   * the worker's types (tsconfig.app.json), and the worker's `Env` is checked against this.
   */
  env: { ASSETS: { fetch(input: URL): Promise<Response> } };
  /** The isolate's search engine, opened by the worker (workers/search-engine.ts) on first use. */
  searchEngine: () => Promise<SearchEngine>;
}

export const edgeContext = createContext<EdgeContext>();
