// The article as React elements, provided by the server render (app/entry.server.tsx) and read by
// the doc page there. The browser never has it: it keeps the server's HTML.
import { createContext, useContext, type ReactNode } from "react";

// Pure: the browser bundle, which never reads it, drops it.
export const ServerArticle = /* @__PURE__ */ createContext<ReactNode>(null);

/** The article as the server renders it, in the doc page's place for it. */
export function ServerMarkdown() {
  return <div className="markdown">{useContext(ServerArticle)}</div>;
}
