// The offline answer: one focused passage, quoted from the docs. It leads with the section that
// best answers the question (its steps, lists and inline code kept, read from the page's markdown
// twin) and, when the question asks how and the section has one, its code example. A second
// section is quoted only when it adds something the first lacks, and only from the same part of
// the docs unless the question asks for both. Nothing is written that the docs do not say; when no
// section is confident enough (search/ask/confidence.ts), it says it is not sure and links the
// closest pages.
import type { Source } from "../../core/ask-protocol";
import type { Area } from "./intent";
import { blockMarkdown, escapeMarkdown, markdownLink } from "./markdown-text";
import type { Retrieval, Section } from "./retrieve";
import type { MarkdownBlock } from "./section-blocks";
import { stems, words } from "./words";

export interface Answer {
  markdown: string;
  sources: Source[];
  /** False when the docs did not answer and the text says so. */
  grounded: boolean;
}

export const NOT_FOUND = "I could not find this in the docs.";
export const NOT_SURE = "I'm not sure the docs answer this; these pages are closest:";

/** Words of prose quoted from the leading section, and from a second one. */
const LEAD_WORDS = 130;
const SECOND_WORDS = 60;
/** Items of a list or table quoted at most. */
const MAX_ITEMS = 8;
/** A longer code example is left for the page. */
const MAX_CODE_LINES = 60;
/** A paragraph longer than this is cut to its sentences that speak to the question. */
const LONG_PARAGRAPH_WORDS = 60;
/** A second section must score at least this share of the first's. */
const SECOND_SCORE = 0.7;
const SEE_ALSO_PAGES = 2;
/** A page worth pointing to scores at least this share of the first section's, from any part of the docs: a reader may have asked the other part's question. */
const SEE_ALSO_SCORE = 0.25;

export function sourceOf(section: Section): Source {
  return { title: section.heading ? `${section.page} › ${section.heading}` : section.page, url: section.url };
}

/** Sentences of a block; list items and short blocks stay whole. */
function sentences(block: string): string[] {
  return block
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"(*])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

interface Quotable {
  markdown: string;
  text: string;
  kind: "prose" | "code" | "label";
  /** Under a sub-heading of the section. */
  nested: boolean;
}

/** A section's blocks as they can be quoted: from the twin when it was read, else the index's text. */
function quotables(section: Section, blocks: MarkdownBlock[] | undefined): Quotable[] {
  const pagePath = section.url.split("#")[0];
  if (!blocks) return section.blocks.map((text) => ({ markdown: escapeMarkdown(text), text, kind: "prose", nested: false }));
  return blocks
    .map((block, i): Quotable => {
      const { node } = block;
      const next = blocks[i + 1]?.node;
      // Tabs become a bold label above each code variant ("**npm**", "**TypeScript**").
      const label = node.type === "paragraph" && node.children.length === 1 && node.children[0].type === "strong" && next?.type === "code";
      const kind = node.type === "code" ? (node.lang === "mermaid" ? "label" : "code") : label ? "label" : "prose";
      return { markdown: blockMarkdown(node, pagePath, MAX_ITEMS), text: block.text, kind, nested: block.nested };
    })
    .filter((block) => block.markdown && block.kind !== "label");
}

const matches = (text: string, wanted: string[]) => {
  const present = stems(text);
  return wanted.filter((stem) => present.has(stem)).length;
};
const wordCount = (text: string) => words(text).length;

/** A long paragraph cut to its sentences that speak to the question. */
function trimmed(markdown: string, wanted: string[]): string {
  if (markdown.includes("\n") || wordCount(markdown) <= LONG_PARAGRAPH_WORDS) return markdown;
  const parts = sentences(markdown);
  const speaking = parts.filter((sentence) => matches(sentence, wanted) > 0);
  return (speaking.length ? speaking.slice(0, 3) : parts.slice(0, 2)).join(" ");
}

/**
 * What to quote from a section, in page order: the prose blocks that speak to the question within
 * `budget` words, and `code` (a block index) where it stands. A sentence that introduces the next
 * block ("…, run:") brings that block along, or is left out.
 */
function passage(blocks: Quotable[], wanted: string[], budget: number, code?: number): string[] {
  const candidates = blocks
    .map((block, i) => ({ block, i, score: matches(block.text, wanted) }))
    .filter(({ block }) => block.kind === "prose" && !block.nested);
  const total = candidates.reduce((sum, { block }) => sum + wordCount(block.markdown), 0);
  const chosen = new Set<number>();
  if (total <= budget) candidates.forEach(({ i }) => chosen.add(i));
  else {
    // The opening block states what the section is about: it comes first when it speaks to the question.
    const ranked = candidates
      .filter(({ score }) => score > 0)
      .sort((a, b) => Number(b === candidates[0]) - Number(a === candidates[0]) || b.score - a.score || a.i - b.i);
    // A section found by its heading alone may have no block naming the words: its opening speaks for it.
    let used = 0;
    for (const { block, i } of ranked.length ? ranked : candidates.slice(0, 2)) {
      const count = wordCount(block.markdown);
      if (chosen.size && used + count > budget) continue;
      chosen.add(i);
      used += count;
    }
  }
  if (code !== undefined && !blocks[code].nested) chosen.add(code);
  for (const i of [...chosen].sort((a, b) => a - b)) {
    if (!blocks[i].markdown.endsWith(":") || chosen.has(i + 1)) continue;
    const next = blocks[i + 1];
    if (next?.kind === "prose" && !next.nested) chosen.add(i + 1);
    else chosen.delete(i);
  }
  const quoted = [...chosen].sort((a, b) => a - b).map((i) => (blocks[i].kind === "prose" ? trimmed(blocks[i].markdown, wanted) : blocks[i].markdown));
  return code !== undefined && blocks[code].nested ? [...quoted, blocks[code].markdown] : quoted;
}

/** The index of the section's first code example (its own before its sub-sections'), if short enough to quote. */
function exampleOf(blocks: Quotable[]): number | undefined {
  const fits = (block: Quotable) => block.kind === "code" && block.markdown.split("\n").length <= MAX_CODE_LINES + 4;
  const own = blocks.findIndex((block) => fits(block) && !block.nested);
  const nested = blocks.findIndex((block) => fits(block) && block.nested);
  const found = own >= 0 ? own : nested;
  return found >= 0 ? found : undefined;
}

/** A developer asking how gets the section's code example. */
export function wantsCode(retrieval: Retrieval, section: Section): boolean {
  return retrieval.intent.howTo && section.area === "dev";
}

/**
 * No section is confident enough to answer from: rather than quote a weak passage, say so briefly
 * and list the closest pages (or, with none, that the docs have nothing).
 */
function declinedAnswer(closestPages: Retrieval["closestPages"]): Answer {
  const markdown = closestPages.length ? `${NOT_SURE}\n\n${closestPages.map((page) => `- ${markdownLink(page.title, page.url)}`).join("\n")}` : NOT_FOUND;
  return { markdown, sources: closestPages.map((page) => ({ title: page.title, url: page.url })), grounded: false };
}

const pageOf = (section: Section) => section.url.split("#")[0];

/**
 * The answer from the retrieved sections. `markdownOf` gives a section's blocks from its page's
 * markdown twin when it could be read; without them, the index's text is quoted.
 */
export function composeExtractiveAnswer(retrieval: Retrieval, markdownOf: (section: Section) => MarkdownBlock[] | undefined = () => undefined): Answer {
  const [lead, ...others] = retrieval.sections;
  if (!lead) return declinedAnswer(retrieval.closestPages);
  const { intent, keywords } = retrieval;
  // Editor steps never join a developer answer, nor the reverse, unless the question asks for both.
  const fits = (area: Area) => area === lead.area || (intent.areas[area] >= 0.3 && intent.areas[lead.area] >= 0.3);

  const leadBlocks = quotables(lead, markdownOf(lead));
  const code = wantsCode(retrieval, lead) ? exampleOf(leadBlocks) : undefined;
  const quoted = passage(leadBlocks, keywords, LEAD_WORDS, code);
  // Only sentences that introduce what they cannot show: the index's text speaks instead.
  if (quoted.length === 0) quoted.push(...passage(quotables(lead, undefined), keywords, LEAD_WORDS));
  // A procedure's steps, by their headings, before the first step's example.
  const steps = (markdownOf(lead) ?? [])
    .filter((block) => block.node.type === "heading" && /^\d+\.\s/.test(block.text))
    .map((block) => escapeMarkdown(block.text));
  if (steps.length > 1) quoted.splice(code !== undefined && leadBlocks[code].nested ? quoted.length - 1 : quoted.length, 0, steps.join("\n"));
  const parts = [...quoted, `(${markdownLink(sourceOf(lead).title, lead.url)})`];
  const cited = [lead];

  const second = others.find(
    (section) =>
      pageOf(section) !== pageOf(lead) &&
      fits(section.area) &&
      section.score >= SECOND_SCORE * lead.score &&
      section.adds.some((label) => !lead.matched.includes(label)),
  );
  if (second) {
    const text = passage(quotables(second, markdownOf(second)), keywords, SECOND_WORDS);
    if (text.length) {
      parts.push(...text, `(${markdownLink(sourceOf(second).title, second.url)})`);
      cited.push(second);
    }
  }

  const seeAlso: Source[] = [];
  for (const page of retrieval.closestPages) {
    if (seeAlso.length === SEE_ALSO_PAGES) break;
    const url = page.url;
    if (page.score < SEE_ALSO_SCORE * lead.score || cited.some((quoted) => pageOf(quoted) === url) || seeAlso.some((other) => other.url === url)) continue;
    seeAlso.push({ title: page.title, url });
  }
  if (seeAlso.length) parts.push(`See also: ${seeAlso.map((page) => markdownLink(page.title, page.url)).join(", ")}.`);
  return { markdown: parts.join("\n\n"), sources: [...cited.map(sourceOf), ...seeAlso], grounded: true };
}
