// Search for the /search page, run in the worker with the same engine as the search API
// (or against the hosted index when one is configured).
import type { RouterContextProvider } from "react-router";
import { runQuery, type Hit, type QueryResult } from "../../search/query";
import { searchConfig } from "../../core/search-config";
import { edgeContext } from "./edge-context.server";

// One result per section: a heading and its text are one result (the DocSearch modal keeps its own grouping).
const PARAMS = {
  attributesToSnippet: ["content:30"],
  highlightPreTag: "<mark>",
  highlightPostTag: "</mark>",
  facetFilters: searchConfig.facetFilters,
  distinct: true,
};

async function hostedQuery(query: string, page: number, hitsPerPage: number): Promise<QueryResult> {
  const response = await fetch(`https://${searchConfig.appId}-dsn.algolia.net/1/indexes/*/queries`, {
    method: "POST",
    headers: { "x-algolia-application-id": searchConfig.appId, "x-algolia-api-key": searchConfig.apiKey, "content-type": "text/plain" },
    body: JSON.stringify({ requests: [{ indexName: searchConfig.indexName, query, page, hitsPerPage, ...PARAMS }] }),
  });
  if (!response.ok) throw new Error(`search service answered ${response.status}`);
  return ((await response.json()) as { results: QueryResult[] }).results[0];
}

export interface PageGroup {
  url: string;
  title: string;
  section: string;
  hits: Hit[];
}

export async function searchDocs(context: Readonly<RouterContextProvider>, query: string, page: number, hitsPerPage: number) {
  const result = searchConfig.hosted
    ? await hostedQuery(query, page, hitsPerPage)
    : await runQuery(await context.get(edgeContext).searchEngine(), { query, page, hitsPerPage, ...PARAMS });
  const groups = new Map<string, PageGroup>();
  for (const hit of result.hits) {
    const group = groups.get(hit.url_without_anchor) ?? {
      url: hit.url_without_anchor,
      title: hit.hierarchy.lvl1 ?? hit.url,
      section: hit.hierarchy.lvl0 ?? "",
      hits: [],
    };
    group.hits.push(hit);
    groups.set(hit.url_without_anchor, group);
  }
  return { nbHits: result.nbHits, page: result.page, nbPages: result.nbPages, groups: [...groups.values()] };
}
