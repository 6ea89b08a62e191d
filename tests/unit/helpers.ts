import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { loadSite } from "../../pipeline/site";
import type { SidebarsConfig } from "../../core/sidebar-config";

/** Writes a tiny content folder made for one test and returns its path. */
export function makeContent(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docs-fixture-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export function page(title: string, body: string, extra = ""): string {
  return `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`;
}

export function buildFixture(files: Record<string, string>, sidebars: SidebarsConfig = {}, planned: string[] = []) {
  const contentDir = makeContent(files);
  return loadSite({ contentDir, publicDir: makeContent({ "robots.txt": "" }), sidebars, planned });
}
