// How a reranker's scores reorder the candidate sections (search/ask/rerank.ts).
import { describe, expect, it } from "vitest";
import { RERANK_CANDIDATES, reranked, type Rerank } from "../../../../search/ask/rerank";
import type { Section } from "../../../../search/ask/retrieve";

const sections = Array.from({ length: RERANK_CANDIDATES + 2 }, (_, i): Section => {
  const url = `/page#s${i}`;
  return {
    url,
    page: "Page",
    heading: `S${i}`,
    headings: [`S${i}`],
    blocks: [],
    area: "dev",
    score: 100 - i,
    coverage: 1,
    closeness: 0,
    confidence: 1,
    matched: [],
    adds: [],
  };
});
const urls = (list: Section[]) => list.map((section) => section.url);

describe("reranked sections", () => {
  it("put the best candidates in the reranker's order, equal scores in the offline order, and leave the rest after them", async () => {
    // The reranker prefers the last candidates it reads.
    const rerank: Rerank = async (_, passages) => passages.map((_, i) => (i >= RERANK_CANDIDATES - 2 ? 1 : 0));
    const order = urls(await reranked("q", sections, rerank));
    expect(order.slice(0, 3)).toEqual([`/page#s${RERANK_CANDIDATES - 2}`, `/page#s${RERANK_CANDIDATES - 1}`, "/page#s0"]);
    expect(order.slice(RERANK_CANDIDATES)).toEqual([`/page#s${RERANK_CANDIDATES}`, `/page#s${RERANK_CANDIDATES + 1}`]);
  });

  it("keep the offline order without scores, or with scores that do not fit the candidates", async () => {
    const offline = urls(sections);
    expect(urls(await reranked("q", sections))).toEqual(offline);
    expect(urls(await reranked("q", sections, async () => undefined))).toEqual(offline);
    expect(urls(await reranked("q", sections, async () => [1, 2]))).toEqual(offline);
    expect(urls(await reranked("q", sections, async (_, passages) => passages.map(() => NaN)))).toEqual(offline);
  });
});
