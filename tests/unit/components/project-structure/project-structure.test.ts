import { describe, expect, it } from "vitest";
import { compileBody, findElements, markdownOf } from "../../helpers";

const compile = (body: string) => compileBody(body);

describe("project structure explorer", () => {
  it("keeps a valid outline as its tree prop", async () => {
    const { tree } = await compile("<InteractiveProjectStructure tree={`\nconfig/ # Settings.\nconfig/server.ts # Host and port.\n`} />");
    expect(findElements(tree, "InteractiveProjectStructure")[0][1]).toEqual({ tree: "\nconfig/ # Settings.\nconfig/server.ts # Host and port.\n" });
  });

  it("fails the build on a malformed outline, naming the line", async () => {
    await expect(compile("<InteractiveProjectStructure tree={`config/ # Settings.\nconfig/env/production/ # Overrides.`} />")).rejects.toThrow(
      /page\.mdx: <InteractiveProjectStructure> tree, line 2 \("config\/env\/production\/ # Overrides\."\): list the folder "config\/env\/"/,
    );
    await expect(compile("<InteractiveProjectStructure />")).rejects.toThrow(/needs a `tree` outline/);
  });
});

describe("interactive blocks in markdown", () => {
  it("keep what reads as text: the explorer's outline as nested bullets, nothing of the query builder or the status panel", async () => {
    expect(await markdownOf("<InteractiveProjectStructure tree={`\nconfig/ # Settings.\nconfig/server.ts # Host and port.\n.env # Secrets.\n`} />")).toBe(
      "- `config/`: Settings.\n  - `config/server.ts`: Host and port.\n- `.env`: Secrets.\n",
    );
    expect(await markdownOf("<InteractiveQueryBuilder />\n\nAfter.\n\n<SiteStatus />")).toBe("After.\n");
  });
});
