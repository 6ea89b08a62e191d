// The offline answer: the sentences of the retrieved sections that speak to the question,
// in page order, each section's part followed by a link to its page and heading. Nothing is
// written that the docs do not say; with nothing relevant, it says so and links the closest pages.
import type { Source } from "../../core/ask-protocol";
import { markdownLink, escapeMarkdown } from "./markdown-text";
import { stem, stems, type Retrieval, type Section } from "./retrieve";

export interface Answer {
  markdown: string;
  sources: Source[];
  /** False when the docs did not answer and the text says so. */
  grounded: boolean;
}

export const NOT_FOUND = "I could not find this in the docs.";

const MAX_SECTIONS = 3;
const MAX_SENTENCES_PER_SECTION = 3;

export function sourceOf(section: Section): Source {
  return { title: section.heading ? `${section.page} › ${section.heading}` : section.page, url: section.url };
}

/** Sentences of a block; list items and short blocks stay whole. */
export function sentences(block: string): string[] {
  return block
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"(*])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function matches(sentence: string, words: string[]): number {
  const present = stems(sentence);
  return words.filter((word) => present.has(stem(word))).length;
}

/** The sentences worth quoting from one section, in their order on the page. */
function quote(section: Section, words: string[]): string[] {
  const scored = section.blocks.flatMap(sentences).map((text, position) => ({ text, position, score: matches(text, words) }));
  const picked = scored
    .filter((sentence) => sentence.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_SENTENCES_PER_SECTION);
  // A section found by its heading alone may have no sentence naming the words: its opening speaks for it.
  const chosen = picked.length ? picked : scored.slice(0, 2);
  return chosen.sort((a, b) => a.position - b.position).map((sentence) => sentence.text);
}

export function notFoundAnswer(closestPages: Retrieval["closestPages"]): Answer {
  const closest = closestPages.length
    ? `\n\nThe closest pages I found:\n\n${closestPages.map((page) => `- ${markdownLink(page.title, page.url)}`).join("\n")}`
    : "";
  return { markdown: NOT_FOUND + closest, sources: closestPages.map((page) => ({ title: page.title, url: page.url })), grounded: false };
}

export function composeExtractiveAnswer(retrieval: Retrieval): Answer {
  const sections = retrieval.sections.slice(0, MAX_SECTIONS);
  if (sections.length === 0) return notFoundAnswer(retrieval.closestPages);
  const parts = sections.map((section) => {
    const source = sourceOf(section);
    return `${quote(section, retrieval.keywords).map(escapeMarkdown).join(" ")} (${markdownLink(source.title, source.url)})`;
  });
  return { markdown: parts.join("\n\n"), sources: sections.map(sourceOf), grounded: true };
}
