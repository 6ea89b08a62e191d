import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, oversizedAssets, oversizedWorker, SEARCH_RECORDS_SUPPORTED, searchScaleNotice } from "../../../pipeline/limits";
import type { IndexStats } from "../../../pipeline/search/build-index";

/** A sparse file of the given size: nothing is written. */
function fileOf(path: string, bytes: number) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "");
  truncateSync(path, bytes);
}

describe("Workers' size limits", () => {
  const root = mkdtempSync(join(tmpdir(), "limits-"));
  fileOf(join(root, "client/_data/search/head.json"), MAX_FILE_BYTES + 1024 * 1024);
  fileOf(join(root, "client/_data/pages/big.json"), 30 * 1024 * 1024);
  fileOf(join(root, "client/assets/app.js"), MAX_FILE_BYTES);
  fileOf(join(root, "server/index.js"), 20 * 1024 * 1024);
  fileOf(join(root, "server/assets/chunk.js"), 6 * 1024 * 1024);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("name each static asset over 25 MiB, its size and the remedy", () => {
    expect(oversizedAssets(join(root, "client"), root).sort()).toEqual([
      "client/_data/pages/big.json is 30.0 MiB, over the 25.0 MiB Workers allows per static asset: split the page into several pages.",
      expect.stringMatching(
        /^client\/_data\/search\/head\.json is 26\.0 MiB, over the 25\.0 MiB .*: switch search to hosted Algolia: `npm run search:export` writes the records/,
      ),
    ]);
  });

  it("hold the worker bundle to 25 MiB, naming its largest modules", () => {
    const [problem] = oversizedWorker(join(root, "server"), root);
    expect(problem).toMatch(
      /^the worker bundle \(server\) is 26\.0 MiB, over 25\.0 MiB; largest: server\/index\.js 20\.0 MiB, server\/assets\/chunk\.js 6\.0 MiB\. Content must reach the worker through the ASSETS binding/,
    );
  });

  it("point past the built-in search engine's size to the hosted mode", () => {
    const stats = (records: number): IndexStats => ({ records, terms: 0, termShards: 0, recordChunks: 0, bytes: 0, largest: { path: "", bytes: 0 } });
    expect(searchScaleNotice(stats(SEARCH_RECORDS_SUPPORTED))).toBeNull();
    expect(searchScaleNotice(stats(SEARCH_RECORDS_SUPPORTED + 1))).toMatch(/past the .* the built-in engine is made for.*npm run search:export.*SEARCH_APP_ID/);
  });
});
