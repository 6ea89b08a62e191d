// What the worker hands to loaders. With React Router's middleware API (future.v8_middleware) a
// loader's context is a typed provider, so the worker sets this one value on it.
import { createContext } from "react-router";
import type { SearchEngine } from "../../search/engine";

export interface EdgeContext {
  env: Env;
  ctx: ExecutionContext;
  /** The isolate's search engine, opened by the worker (workers/search-engine.ts) on first use. */
  searchEngine: () => Promise<SearchEngine>;
}

export const edgeContext = createContext<EdgeContext>();
