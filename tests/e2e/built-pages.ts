// The doc pages as the build wrote them (their page data), for specs that choose pages by what
// they contain.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DocPageData } from "../../core/page-data";

const PAGES_DIR = "public/_data/pages";

export const builtPages: DocPageData[] = (readdirSync(PAGES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(PAGES_DIR, file), "utf8")) as DocPageData)
  .sort((a, b) => a.path.localeCompare(b.path));
