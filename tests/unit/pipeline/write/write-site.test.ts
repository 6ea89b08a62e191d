import { existsSync, readFileSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HomeContent } from "../../../../core/page-data";
import { siteRecords } from "../../../../pipeline/search/write-index";
import type { Site } from "../../../../pipeline/site/types";
import { writeSite } from "../../../../pipeline/write/write-site";
import { buildFixture, makeContent, page } from "../../helpers";

const home: HomeContent = { hero: { title: "Docs", text: "Read them." }, carousel: [], categories: [] };
const noQuestions = (site: Site) => ({ records: siteRecords(site), questions: { sections: [], unanswered: [] } });

describe("writing the site again", () => {
  it("rewrites only what changed and deletes what the content no longer has", async () => {
    const publicDir = makeContent({ "favicon.svg": "" });
    const generated = makeContent({});
    const paths = { publicDir, manifestFile: join(generated, "manifest.json"), liveCodePagesFile: join(generated, "live-code-pages.json") };
    const a = page("A", "Stays.");
    const both = await buildFixture({ "a.mdx": a, "b.mdx": page("B", "Goes.") });
    writeSite(both, home, paths, noQuestions(both));
    const aData = join(publicDir, "_data/pages/a.json");
    const past = new Date(Date.now() - 60_000);
    utimesSync(aData, past, past);

    const one = await buildFixture({ "a.mdx": a });
    writeSite(one, home, paths, noQuestions(one));
    // mtimeMs is a float from nanoseconds: 1,795,692,418,478 ms can read back as …477.999.
    expect(Math.round(statSync(aData).mtimeMs)).toBe(past.getTime());
    expect(existsSync(join(publicDir, "_data/pages/b.json"))).toBe(false);
    expect(existsSync(join(publicDir, "_md/b.md"))).toBe(false);
    expect(existsSync(join(publicDir, "favicon.svg"))).toBe(true);
    expect(JSON.parse(readFileSync(paths.manifestFile, "utf8")).routes).not.toContain("/b");
  });
});
