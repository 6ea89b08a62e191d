// The docs' example project as the site serves it: the lab's sources under one folder, without what
// an install or a run makes, with the reader's README, and the same bytes from the same lab.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLE_PROJECT_PATH } from "../../../../core/example-project";
import { writeExampleProject } from "../../../../pipeline/write/example-project";

function fakeLab(): string {
  const lab = mkdtempSync(join(tmpdir(), "example-lab-"));
  const files: Record<string, string> = {
    "package.json": "{}",
    "README.md": "the docs' own notes",
    "config/server.ts": "export default {};",
    [`src/api/restaurant/content-types/restaurant/${"deep/".repeat(20)}schema.json`]: '{"kind":"collectionType"}',
    "public/uploads/.gitkeep": "",
    "public/uploads/photo.jpg": "jpeg",
    "public/robots.txt": "made by Strapi",
    "node_modules/x/index.js": "installed",
    ".tmp/data.db": "database",
    "dist/src/index.js": "built",
    "screenshots/admin.png": "png",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(lab, path, ".."), { recursive: true });
    writeFileSync(join(lab, path), text);
  }
  return lab;
}

describe("the example project download", () => {
  it("holds the sources and the reader's README under one folder, and nothing an install or a run makes", () => {
    const lab = fakeLab();
    const publicDir = mkdtempSync(join(tmpdir(), "example-public-"));
    const written = writeExampleProject(lab, publicDir, "# Three commands\n");
    const archive = join(publicDir, EXAMPLE_PROJECT_PATH);
    const listed = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" }).trim().split("\n").sort();
    expect(listed).toEqual(
      [
        "EXAMPLE-PROJECT.md",
        "config/server.ts",
        "package.json",
        "public/uploads/.gitkeep",
        `src/api/restaurant/content-types/restaurant/${"deep/".repeat(20)}schema.json`,
      ].map((path) => `strapi-docs-example-project/${path}`),
    );
    expect(written.files).toBe(5);
    const out = mkdtempSync(join(tmpdir(), "example-out-"));
    execFileSync("tar", ["-xzf", archive, "-C", out]);
    expect(readFileSync(join(out, "strapi-docs-example-project", "EXAMPLE-PROJECT.md"), "utf8")).toBe("# Three commands\n");
    const first = readFileSync(archive);
    writeExampleProject(lab, publicDir, "# Three commands\n");
    expect(readFileSync(archive).equals(first)).toBe(true);
  });
});
