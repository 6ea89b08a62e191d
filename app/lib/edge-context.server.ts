// What the worker hands to loaders. With React Router's middleware API (future.v8_middleware) a
// loader's context is a typed provider, so the worker sets this one value on it.
import { createContext } from "react-router";

export const edgeContext = createContext<{ env: Env; ctx: ExecutionContext }>();
