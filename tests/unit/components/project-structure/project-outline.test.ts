import { describe, expect, it } from "vitest";
import { parseProjectOutline } from "../../../../components/project-structure/project-outline";

describe("project outline", () => {
  it("nests entries by path, marks folders and ignores leading spaces", () => {
    const entries = parseProjectOutline(
      "\nsrc/ # Code.\n  src/api/ # APIs.\n    src/api/index.ts # Entry.\nsrc/index.ts # Lifecycle.\n.env # Secrets: never commit.\n",
    );
    expect(entries).toEqual([
      {
        name: "src",
        path: "src/",
        description: "Code.",
        children: [
          { name: "api", path: "src/api/", description: "APIs.", children: [{ name: "index.ts", path: "src/api/index.ts", description: "Entry." }] },
          { name: "index.ts", path: "src/index.ts", description: "Lifecycle." },
        ],
      },
      { name: ".env", path: ".env", description: "Secrets: never commit." },
    ]);
  });

  it("rejects what it cannot read, naming the line", () => {
    expect(() => parseProjectOutline("src/\n")).toThrow(/line 1 \("src\/"\): write "path # what it is for"/);
    expect(() => parseProjectOutline("src/ # S.\nsrc/api/index.ts # Entry.")).toThrow(/line 2 .*list the folder "src\/api\/" on a line before it/);
    expect(() => parseProjectOutline("a.ts # A.\na.ts/b.ts # B.")).toThrow(/list the folder "a\.ts\/"/);
    expect(() => parseProjectOutline("src/ # S.\nsrc/ # Again.")).toThrow(/listed twice/);
    expect(() => parseProjectOutline("/etc/ # Root.")).toThrow(/not a relative path/);
    expect(() => parseProjectOutline("  \n")).toThrow(/empty/);
  });
});
