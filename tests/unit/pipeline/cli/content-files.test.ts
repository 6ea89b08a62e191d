import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../../../pipeline/cli/content-files";
import { makeContent } from "../../helpers";

describe("the content's config files", () => {
  it("are read afresh each time, so a rebuild in npm run dev sees an edited glossary", async () => {
    const glossary = (definition: string) =>
      `import type { Unused } from "../core/nowhere";\nexport default { term: "${definition}" } satisfies Record<string, string>;\n`;
    const dir = makeContent({ "glossary.ts": glossary("First.") });
    expect((await readSiteConfig(dir)).glossary).toEqual({ term: "First." });
    writeFileSync(join(dir, "glossary.ts"), glossary("Second."));
    expect((await readSiteConfig(dir)).glossary).toEqual({ term: "Second." });
    expect((await readSiteConfig(dir)).planned).toEqual([]);
  });

  it("fail naming the file when one does not parse", async () => {
    const dir = makeContent({ "sidebars.ts": "export default {" });
    await expect(readSiteConfig(dir)).rejects.toThrow(/sidebars\.ts: '}' expected/);
  });
});
