// A doc page's data travels from the loader as its JSON text. React Router's stream encoding
// of a large object tree (the content) is about twice the gzip size of the same data as one
// string, and it is sent twice: in the page's HTML for hydration and in its .data file.
export interface PagePayload {
  json: string;
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
