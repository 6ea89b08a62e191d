// A search record in the DocSearch model: one per heading and one per block of text.
export type RecordType = "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6" | "content";

export type Hierarchy = Record<"lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6", string | null>;

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Position in the page, for ordering hits of equal score. */
  weight: { position: number; level: number };
}

export const SEARCH_LANGUAGE = "en";
export const SEARCH_DOCS_TAG = "docs-default-current";
