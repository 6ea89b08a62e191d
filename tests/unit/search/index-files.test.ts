import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../core/tree";
import { extractRecords } from "../../../pipeline/search/records";
import { BoundedCache } from "../../../search/bounded-cache";
import { HEAD_PATH, type IndexHead } from "../../../search/index-files";
import { IndexReader } from "../../../search/index-reader";
import { engineFor, indexFiles } from "./memory-index";

const page = (n: number): TreeNode => [
  "#",
  null,
  ["p", null, `Page ${n} introduces topic${n} and webhooks.`],
  ["h2", { id: "setup" }, `Set up topic${n}`],
  ["p", null, `First, install topic${n}.`],
  ["p", null, `Then configure topic${n} with a token.`],
  ["h2", { id: "use" }, "Use it"],
  ["p", null, `Call topic${n} from a controller.`],
];
const records = Array.from({ length: 40 }, (_, n) =>
  extractRecords({ path: `/p${n}`, title: `Page ${n}`, description: "", section: "S", content: page(n) }),
).flat();
const files = indexFiles(records, { termShard: 200, recordChunk: 300 });
const head = JSON.parse(files.get(HEAD_PATH) as string) as IndexHead;

describe("index files", () => {
  it("cut the vocabulary into term shards and the records into chunks", () => {
    expect(head.termShards.length).toBeGreaterThan(10);
    expect(head.recordChunks.length).toBeGreaterThan(10);
    expect(head.terms).toEqual([...head.terms].sort());
    expect(head.documentCount).toBe(records.length);
  });

  it("never split a section across record chunks", () => {
    for (const start of head.recordChunks.slice(1)) expect(records[start].url).not.toBe(records[start - 1].url);
  });

  it("store each section's URL and hierarchy once, and give every record back as it was (without the Algolia ranking weight)", async () => {
    const reader = await IndexReader.open(async (path) => files.get(path) as string);
    const stored = await reader.records(records.map((_, doc) => doc));
    expect(stored).toEqual(records.map(({ weight: _weight, ...record }) => record));
    const chunkBytes = [...files].filter(([path]) => path.includes("/records/")).reduce((sum, [, text]) => sum + text.length, 0);
    expect(chunkBytes).toBeLessThan(JSON.stringify(stored).length / 2);
  });
});

describe("a query reads the index in parts", () => {
  it("reads the head once, the shards of its words and the chunks of its hits, each once", async () => {
    const reads: string[] = [];
    const engine = await engineFor(records, files, reads);
    const { hits } = await engine.search("configure", { limit: 10 });
    expect(hits).toHaveLength(10);
    expect(hits.every((hit) => hit.record.content?.startsWith("Then configure"))).toBe(true);
    expect(reads.filter((path) => path === HEAD_PATH)).toHaveLength(1);
    expect(reads.filter((path) => path.includes("/terms/"))).toHaveLength(1);
    const chunks = new Set(hits.map((hit) => head.recordChunks.findLastIndex((start) => start <= hit.id)));
    expect(reads.filter((path) => path.includes("/records/")).sort()).toEqual([...chunks].map((chunk) => `/_data/search/records/${chunk}.json`).sort());

    reads.length = 0;
    await engine.search("configure", { limit: 10 });
    expect(reads).toEqual([]);
  });

  it("gives a hit's whole section to Ask AI", async () => {
    const engine = await engineFor(records, files);
    const { hits } = await engine.search("configure topic23", { limit: 1 });
    expect((await engine.sectionText(hits[0].id)).map((record) => record.content)).toEqual(["First, install topic23.", "Then configure topic23 with a token."]);
  });

  it("reports how many hits there are beyond the window", async () => {
    const engine = await engineFor(records, files);
    const all = await engine.search("webhooks");
    const window = await engine.search("webhooks", { offset: 5, limit: 5 });
    expect(window.nbHits).toBe(all.nbHits);
    expect(window.hits.map((hit) => hit.id)).toEqual(all.hits.slice(5, 10).map((hit) => hit.id));
  });
});

describe("bounded cache", () => {
  const sized = (loads: string[], fail = new Set<string>()) =>
    new BoundedCache<string, string>(
      10,
      async (key) => {
        loads.push(key);
        if (fail.has(key)) throw new Error(key);
        return key;
      },
      (value) => value.length,
    );

  it("never hands a load in flight to another caller: concurrent misses load separately, one copy stays", async () => {
    const loads: string[] = [];
    const cache = sized(loads);
    expect(await Promise.all([cache.get("abc"), cache.get("abc")])).toEqual(["abc", "abc"]);
    expect(loads).toEqual(["abc", "abc"]);
    expect(cache.bytes).toBe(3);
    await cache.get("abc");
    expect(loads).toHaveLength(2);
  });

  it("drops the least recently used values past its budget", async () => {
    const loads: string[] = [];
    const cache = sized(loads);
    await cache.get("aaaa");
    await cache.get("bbbb");
    await cache.get("aaaa");
    await cache.get("cccc"); // 12 bytes: "bbbb", the least recently used, goes
    expect(cache.bytes).toBe(8);
    await cache.get("aaaa");
    await cache.get("bbbb");
    expect(loads).toEqual(["aaaa", "bbbb", "cccc", "bbbb"]);
  });

  it("keeps a value larger than the budget until the next load, and forgets failures", async () => {
    const loads: string[] = [];
    const fail = new Set(["bad"]);
    const cache = sized(loads, fail);
    await cache.get("a-very-long-value");
    expect(cache.bytes).toBe(17);
    await expect(cache.get("bad")).rejects.toThrow("bad");
    fail.clear();
    expect(await cache.get("bad")).toBe("bad");
    expect(cache.bytes).toBe(3);
  });
});
