// Writes a synthetic site of N pages of ~1,500 words (headings, code, tabs, admonitions, links)
// in collapsed sidebar categories, to measure how the build scales. Used by bench/build.ts; never committed as content.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { home } from "../content/home";

const WORDS =
  "content type entry document locale plugin middleware policy controller service route schema field relation component media release workflow token role permission".split(
    " ",
  );

function paragraph(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 31 + i * 7) % WORDS.length]);
  return out.join(" ") + ".";
}

function page(index: number, count: number): string {
  const next = (index + 1) % count;
  const sections = Array.from({ length: 6 }, (_, s) => {
    const body = Array.from({ length: 4 }, (_, p) => paragraph(index + s + p, 60)).join("\n\n");
    return `## Section ${s + 1}\n\n${body}\n\n### Detail ${s + 1}\n\n${paragraph(index * s, 40)}\n\n\`\`\`js title="src/example-${s}.js"\nmodule.exports = { register() { return ${s}; } };\n\`\`\``;
  });
  return `---\ntitle: Stress page ${index}\ndescription: Synthetic page ${index}.\ntags:\n  - stress ${index % 20}\n---\n\nSee [the next page](/stress/page-${next}#section-2).\n\n:::tip Tip ${index}\n${paragraph(index, 20)}\n:::\n\n<Tabs groupId="npm-yarn">\n<TabItem value="npm" label="npm">\n\n\`\`\`bash\nnpm run develop\n\`\`\`\n\n</TabItem>\n<TabItem value="yarn" label="yarn">\n\n\`\`\`bash\nyarn develop\n\`\`\`\n\n</TabItem>\n</Tabs>\n\n${sections.join("\n\n")}\n`;
}

const PAGES_PER_CATEGORY = 25;
const CATEGORIES_PER_SECTION = 10;

/** Sections of collapsed categories of 25 pages, as a large docs site groups its pages. */
function stressSidebar(count: number) {
  const docs = Array.from({ length: count }, (_, i) => ({ type: "doc", id: `stress/page-${i}` }));
  const chunk = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  const categories = chunk(docs, PAGES_PER_CATEGORY).map((items, i) => ({ type: "category", label: `Topic ${i + 1}`, collapsed: true, items }));
  return chunk(categories, CATEGORIES_PER_SECTION).map((items, i) => ({ type: "category", label: `Section ${i + 1}`, collapsed: true, items }));
}

export function writeStressContent(dir: string, count: number): void {
  mkdirSync(join(dir, "stress"), { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(dir, "stress", `page-${i}.mdx`), page(i, count));
  writeFileSync(join(dir, "sidebars.ts"), `export default ${JSON.stringify({ stressSidebar: stressSidebar(count) }, null, 1)};\n`);
  // The home page's links point at real docs pages: in the stress set they are all "planned".
  const homeLinks = [...home.carousel, ...home.categories, ...home.categories.flatMap((category) => category.links)].map((link) => link.href.slice(1));
  writeFileSync(join(dir, "planned.ts"), `export default ${JSON.stringify([...new Set(homeLinks)])};\n`);
}
