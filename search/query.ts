// Runs one Algolia-style query against the engine and shapes the answer DocSearch reads.
import type { FacetFilter, SearchEngine } from "./engine";
import { escapeHtml, highlight, queryWords, snippet, type HighlightTags, type HighlightValue } from "./highlight";
import type { StoredRecord } from "./index-files";
import { MAX_QUERY_LENGTH } from "../core/search-basics";

export const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 100;
const HIERARCHY_LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
const SAFE_TAG = /^<\/?[a-z]+(?: class="[\w -]*")?>$/;

export interface QueryParams {
  query?: unknown;
  hitsPerPage?: unknown;
  page?: unknown;
  attributesToSnippet?: unknown;
  highlightPreTag?: unknown;
  highlightPostTag?: unknown;
  snippetEllipsisText?: unknown;
  facetFilters?: unknown;
  /** Algolia's `distinct`: true (or a positive number) keeps one hit per section, a heading with its text. */
  distinct?: unknown;
}

// A type alias (not an interface), so hits satisfy the Algolia client's open record type.
export type Hit = StoredRecord & {
  _highlightResult: { hierarchy: Record<string, HighlightValue>; content?: HighlightValue };
  _snippetResult: { hierarchy?: Record<string, HighlightValue>; content?: HighlightValue };
};

export interface QueryResult {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

function integer(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/**
 * `["language:en", ["docusaurus_tag:a", "docusaurus_tag:b"]]`: AND of ORs, as Algolia reads it.
 * The facets are `language`, `docusaurus_tag` and `type`; a filter on another attribute passes.
 */
export function facetFilter(filters: unknown): FacetFilter {
  if (!Array.isArray(filters)) return () => true;
  const groups = filters.map((group) => (Array.isArray(group) ? group : [group])).map((group) => group.filter((f): f is string => typeof f === "string"));
  return (attributes) =>
    groups.every(
      (group) =>
        group.length === 0 ||
        group.some((filter) => {
          const at = filter.indexOf(":");
          const [attribute, value] = [filter.slice(0, at), filter.slice(at + 1)];
          const actual = Object.hasOwn(attributes, attribute) ? attributes[attribute] : undefined;
          return actual === undefined || actual === value;
        }),
    );
}

/** `["hierarchy.lvl1:10", "content:10"]` → words per attribute. */
function snippetLengths(value: unknown): Map<string, number> {
  const lengths = new Map<string, number>();
  if (!Array.isArray(value)) return lengths;
  for (const item of value) {
    if (typeof item !== "string") continue;
    const [attribute, words] = item.split(":");
    lengths.set(attribute, integer(words, 10, 1, 100));
  }
  return lengths;
}

let queryCounter = 0;

export async function runQuery(engine: SearchEngine, params: QueryParams): Promise<QueryResult> {
  const started = Date.now();
  const query = (typeof params.query === "string" ? params.query : "").slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = integer(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = integer(params.page, 0, 0, 1000);
  const tags: HighlightTags = {
    pre: typeof params.highlightPreTag === "string" && SAFE_TAG.test(params.highlightPreTag) ? params.highlightPreTag : "<em>",
    post: typeof params.highlightPostTag === "string" && SAFE_TAG.test(params.highlightPostTag) ? params.highlightPostTag : "</em>",
  };
  const ellipsis = escapeHtml(typeof params.snippetEllipsisText === "string" ? params.snippetEllipsisText.slice(0, 10) : "…");
  const lengths = snippetLengths(params.attributesToSnippet);
  const words = queryWords(query);

  const distinctSections = params.distinct === true || (typeof params.distinct === "number" && params.distinct > 0);
  const found = await engine.search(query, { filter: facetFilter(params.facetFilters), offset: page * hitsPerPage, limit: hitsPerPage, distinctSections });
  const hits: Hit[] = found.hits.map(({ record, terms }) => {
    const hierarchyHighlight: Record<string, HighlightValue> = {};
    const hierarchySnippet: Record<string, HighlightValue> = {};
    for (const level of HIERARCHY_LEVELS) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      hierarchyHighlight[level] = highlight(value, terms, words, tags);
      const length = lengths.get(`hierarchy.${level}`);
      if (length) hierarchySnippet[level] = snippet(value, length, terms, words, tags, ellipsis);
    }
    const contentLength = lengths.get("content");
    return {
      ...record,
      _highlightResult: { hierarchy: hierarchyHighlight, ...(record.content !== null ? { content: highlight(record.content, terms, words, tags) } : {}) },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(record.content !== null && contentLength ? { content: snippet(record.content, contentLength, terms, words, tags, ellipsis) } : {}),
      },
    };
  });
  return {
    hits,
    nbHits: found.nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(found.nbHits / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
    queryID: `q${(++queryCounter).toString(36)}${started.toString(36)}`,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  };
}
