// Everything the docs give for one question: the retrieved sections, each one's blocks read from
// its page's twin blocks, and the offline answer made from them. The worker, the benchmark and
// the tests all answer through here.
import type { RootContent } from "mdast";
import type { SearchEngine } from "../engine";
import type { Glossary } from "./concepts";
import type { Lexicon } from "./lexicon";
import type { ReaderQuestions } from "./reader-questions";
import { composeExtractiveAnswer, wantsCode, type Answer } from "./extractive";
import type { Rerank } from "./rerank";
import type { SectionStems } from "./section-stems";
import { retrieve, type Retrieval, type Section } from "./retrieve";
import { sectionBlocks, sectionOf, type MarkdownBlock } from "./section-blocks";

export interface DocsSources {
  engine: SearchEngine;
  /** The blocks of the markdown twin of the page at a site path (pipeline/markdown/twin-blocks.ts), or undefined when they cannot be read. */
  readBlocks(pagePath: string): Promise<RootContent[] | undefined>;
  glossary: Glossary;
  /** English words and WordNet synonyms (pipeline/ask/lexicon.ts); without it, the docs alone. */
  lexicon?: Lexicon;
  /** The questions written for each section in readers' words (pipeline/ask/reader-questions.ts); without them, the docs alone. */
  readerQuestions?: ReaderQuestions;
  /** A reranker for the best candidate sections (search/ask/rerank.ts); without it, the offline order. */
  rerank?: Rerank;
  /** The sections' stems the build wrote (search/ask/section-stems.ts); without them, each section is stemmed when read. */
  sectionStems?: SectionStems;
}

export interface DocsAnswer {
  retrieval: Retrieval;
  /** A section's blocks from its page's twin blocks (undefined when they or the section were not found). */
  markdownOf(section: Section): MarkdownBlock[] | undefined;
  extractive: Answer;
}

/** A procedure within this share of the best section's score (one of its steps) leads instead of it. */
const PROCEDURE_LEAD_SCORE = 0.75;

/** A numbered step ("3. Fetch drafts…") leads with its procedure, when the procedure was found too. */
function withProcedureFirst(retrieval: Retrieval): Retrieval {
  const [best] = retrieval.sections;
  if (!best || !/^\d+\.\s/.test(best.heading ?? "")) return retrieval;
  const parentHeadings = best.headings.slice(0, -1);
  const parent = retrieval.sections.find(
    (section) =>
      section.url.split("#")[0] === best.url.split("#")[0] &&
      section.headings.length === parentHeadings.length &&
      section.headings.every((heading, i) => heading === parentHeadings[i]) &&
      section.score >= PROCEDURE_LEAD_SCORE * best.score,
  );
  return parent ? { ...retrieval, sections: [parent, ...retrieval.sections.filter((section) => section !== parent)] } : retrieval;
}

/** A section within this share of the best one's score may lead instead of it, for its code example. */
const EXAMPLE_LEAD_SCORE = 0.8;

/**
 * For a developer asking how, when the best section has no code example (of its own or in its
 * sub-sections), one that has leads, if it scores nearly as well.
 */
function withExampleFirst(retrieval: Retrieval, markdownOf: (section: Section) => MarkdownBlock[] | undefined): Retrieval {
  const [best] = retrieval.sections;
  if (!best || !wantsCode(retrieval, best)) return retrieval;
  const hasExample = (section: Section) => markdownOf(section)?.some(({ node }) => node.type === "code" && node.lang !== "mermaid") ?? false;
  if (hasExample(best)) return retrieval;
  // Of those close enough, the one that covers most of the question.
  const [leader] = retrieval.sections
    .filter((section) => section.score >= EXAMPLE_LEAD_SCORE * best.score && section.area === best.area && hasExample(section))
    .sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  if (!leader || leader === best) return retrieval;
  return { ...retrieval, sections: [leader, ...retrieval.sections.filter((section) => section !== leader)] };
}

export async function answerFromDocs(docs: DocsSources, question: string, previousQuestion?: string): Promise<DocsAnswer> {
  const retrieval = await retrieve(
    docs.engine,
    question,
    { glossary: docs.glossary, lexicon: docs.lexicon, readerQuestions: docs.readerQuestions, sectionStems: docs.sectionStems, previousQuestion },
    { rerank: docs.rerank },
  );
  const pages = [...new Set(retrieval.sections.map((section) => section.url.split("#")[0]))];
  const twins = new Map(await Promise.all(pages.map(async (page) => [page, await docs.readBlocks(page).catch(() => undefined)] as const)));
  const blocks = new Map(
    retrieval.sections.map((section) => {
      const twin = twins.get(section.url.split("#")[0]);
      const found = twin === undefined ? undefined : sectionOf(twin, section.headings);
      return [section.url, found === undefined ? undefined : sectionBlocks(found, section.headings.length === 0)] as const;
    }),
  );
  const markdownOf = (section: Section) => blocks.get(section.url);
  const led = withExampleFirst(withProcedureFirst(retrieval), markdownOf);
  return { retrieval: led, markdownOf, extractive: composeExtractiveAnswer(led, markdownOf) };
}
