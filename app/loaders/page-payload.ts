// A doc page's frame travels from the loader as its JSON text. React Router's stream encoding
// of a large object tree (the sidebar branch) compresses worse than the same data as one string.
export interface PagePayload {
  json: string;
  /** The article's HTML, in a client navigation's data (app/loaders/article.server.tsx); on a first load the page's HTML has it. */
  article?: string;
}

export function isPagePayload(data: unknown): data is PagePayload {
  return typeof (data as PagePayload | null)?.json === "string";
}

let last: { json: string; page: unknown } | undefined;

/** Parses the payload; the page, its meta and the layout read the same one, so it is parsed once. */
export function pageFrom<T>(payload: PagePayload): T {
  if (last?.json !== payload.json) last = { json: payload.json, page: JSON.parse(payload.json) };
  return last.page as T;
}
