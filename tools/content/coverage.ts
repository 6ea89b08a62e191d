// `npm run content:coverage [-- --json]`: every page of the spec's routes.json against content/.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { FIXED_ROUTES } from "../../core/routes";
import { contentStats, type ContentStats } from "./content-stats";
import { splitFrontmatter } from "../../pipeline/frontmatter";
import { contentDir, root } from "../../pipeline/cli/content-files";

const THIN_WORDS = 300;
const specFile = resolve(root, process.env.SPEC_DIR ?? "../shared/spec", "routes.json");

interface SpecPage {
  path: string;
  title: string;
  tags?: string[];
}

interface Row extends Partial<ContentStats> {
  path: string;
  area: string;
  exists: boolean;
  titleMatches?: boolean;
  tagsMatch?: boolean;
  tags?: string[];
}

const APP_PAGES = new Set(FIXED_ROUTES.map((route) => route.path));
const pages = (JSON.parse(readFileSync(specFile, "utf8")) as { pages: SpecPage[] }).pages.filter((page) => !APP_PAGES.has(page.path));

const rows: Row[] = pages.map((spec) => {
  const area = spec.path.split("/")[1];
  const file = resolve(contentDir, `${spec.path.slice(1)}.mdx`);
  if (!existsSync(file)) return { path: spec.path, area, exists: false };
  const source = readFileSync(file, "utf8");
  const { frontmatter } = splitFrontmatter(source, file);
  return {
    path: spec.path,
    area,
    exists: true,
    titleMatches: frontmatter.title === spec.title,
    tags: frontmatter.tags ?? [],
    tagsMatch: JSON.stringify(frontmatter.tags ?? []) === JSON.stringify(spec.tags ?? []),
    ...contentStats(source),
  };
});

const isIndexOrSnippet = (row: Row) => row.area === "snippets";
const thin = rows.filter((row) => row.exists && !isIndexOrSnippet(row) && (row.words ?? 0) < THIN_WORDS);
const areas = [...new Set(rows.map((row) => row.area))].map((area) => {
  const inArea = rows.filter((row) => row.area === area);
  const present = inArea.filter((row) => row.exists);
  const sum = (key: keyof ContentStats) => present.reduce((total, row) => total + (row[key] ?? 0), 0);
  return {
    area,
    pages: inArea.length,
    present: present.length,
    titleMismatches: present.filter((row) => !row.titleMatches).length,
    tagMismatches: present.filter((row) => !row.tagsMatch).length,
    words: sum("words"),
    codeBlocks: sum("codeBlocks"),
    diagrams: sum("diagrams"),
    pagesWithJsTsTabs: present.filter((row) => (row.jsTsTabs ?? 0) > 0).length,
  };
});

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ areas, thin: thin.map((row) => row.path), pages: rows }, null, 1));
} else {
  console.log("area          pages  present  title≠  tags≠   words  code  diagrams  js/ts-tab pages");
  for (const a of areas) {
    console.log(
      `${a.area.padEnd(14)}${String(a.pages).padStart(5)}${String(a.present).padStart(9)}${String(a.titleMismatches).padStart(8)}${String(a.tagMismatches).padStart(7)}${String(a.words).padStart(8)}${String(a.codeBlocks).padStart(6)}${String(a.diagrams).padStart(10)}${String(a.pagesWithJsTsTabs).padStart(17)}`,
    );
  }
  const missing = rows.filter((row) => !row.exists);
  console.log(`\n${rows.length - missing.length}/${rows.length} pages present; ${thin.length} thin (< ${THIN_WORDS} words):`);
  for (const row of thin) console.log(`  thin: ${row.path} (${row.words} words)`);
  for (const row of rows.filter((r) => r.exists && !r.titleMatches)) console.log(`  title differs: ${row.path}`);
  for (const row of rows.filter((r) => r.exists && !r.tagsMatch)) console.log(`  tags differ: ${row.path}`);
}
