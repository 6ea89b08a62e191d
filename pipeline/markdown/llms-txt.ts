// /llms.txt (the llmstxt.org convention: `# Title`, `> summary`, then `## Section` link lists)
// and the reading order of the pages it lists: by area, in sidebar order.
import type { SidebarNode } from "../../core/page-data";

export interface LlmsLink {
  title: string;
  url: string;
  description: string;
}

export interface LlmsIndex {
  title: string;
  summary: string;
  /** Optional paragraph after the summary. */
  details?: string;
  sections: { title: string; links: LlmsLink[] }[];
}

export interface LlmsArea {
  title: string;
  /** First segment of the paths of the area's pages. */
  folder: string;
}

export const LLMS_AREAS: LlmsArea[] = [
  { title: "Developer docs", folder: "dev-docs" },
  { title: "User docs", folder: "user-docs" },
  { title: "Cloud docs", folder: "cloud" },
];

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, "\\$&");
const linkUrl = (url: string) => url.replace(/[\s()<>]/g, encodeURIComponent);

export function llmsTxt(index: LlmsIndex): string {
  const lines = [`# ${oneLine(index.title)}`, "", `> ${oneLine(index.summary)}`, ""];
  if (index.details) lines.push(oneLine(index.details), "");
  for (const section of index.sections) {
    if (!section.links.length) continue;
    lines.push(`## ${oneLine(section.title)}`, "");
    for (const link of section.links) {
      const description = oneLine(link.description);
      lines.push(`- [${linkText(link.title)}](${linkUrl(link.url)})${description ? `: ${description}` : ""}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** Site paths in the sidebars' reading order (each category's page before its items), first mention wins. */
export function sidebarOrder(sidebars: Iterable<SidebarNode[]>): string[] {
  const order = new Set<string>();
  const walk = (nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type === "link") {
        if (!node.external) order.add(node.href);
      } else {
        if (node.href) order.add(node.href);
        walk(node.items);
      }
    }
  };
  for (const nodes of sidebars) walk(nodes);
  return [...order];
}

/** The listed pages of each area: in sidebar order, then those no sidebar names, by path. Unlisted pages are left out. */
export function pagesByArea<P extends { path: string; unlisted: boolean }>(
  pages: readonly P[],
  order: readonly string[],
  areas: readonly LlmsArea[] = LLMS_AREAS,
): { area: LlmsArea; pages: P[] }[] {
  const rank = new Map(order.map((path, index) => [path, index]));
  const position = (page: P) => rank.get(page.path) ?? Number.POSITIVE_INFINITY;
  return areas.map((area) => ({
    area,
    pages: pages
      .filter((page) => !page.unlisted && page.path.split("/")[1] === area.folder)
      .sort((a, b) => position(a) - position(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  }));
}
