// Reads the questions the docs team writes for each page in readers' words (a page's
// `NAME.questions.json` beside its `NAME.mdx`) and writes them where Ask AI reads them
// (search/ask/reader-questions.ts), each section by its URL and the search index's first document
// of that section. A file that does not parse, names a heading the page lacks, or has no page
// fails the build, named with the file.
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { z } from "zod";
import { indexReaderQuestions, READER_QUESTIONS_PATH, type WrittenQuestions, type WrittenSection } from "../../search/ask/reader-questions";
import type { SearchRecord } from "../../search/types";
import type { Site } from "../site/types";
import { write } from "../write/file";

const QUESTIONS_SUFFIX = ".questions.json";
/** Longer is a passage, not a question. */
const MAX_QUESTION_LENGTH = 300;

const question = z.string().trim().min(3).max(MAX_QUESTION_LENGTH);
const questionsFile = z.strictObject({
  sections: z.array(
    z.strictObject({
      heading: z.string().min(1).nullable(),
      questions: z.array(question).min(1),
    }),
  ),
  /** Questions this page's readers ask that no page answers: Ask AI declines those closest to them. */
  unanswered: z.array(question).optional(),
});

/** A heading as the search records hold it and as a writer copies it from the MDX, compared alike. */
export function headingKey(heading: string): string {
  return heading
    .replace(/<[A-Za-z][^>]*\/>/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

export interface ReaderQuestionsResult extends WrittenQuestions {
  problems: string[];
  questions: number;
}

/** Every questions file of `contentDir`, matched to its page's sections among `records` (in index order). */
export function readReaderQuestions(contentDir: string, site: Site, records: SearchRecord[]): ReaderQuestionsResult {
  const problems: string[] = [];
  const pageOfFile = new Map(site.pages.map((page) => [page.file.replace(/\.mdx$/, QUESTIONS_SUFFIX), page]));
  // The first document of each section, by page and heading: the order the search index numbers them in.
  const sections = new Map<string, Map<string | null, { doc: number; url: string }>>();
  records.forEach((record, doc) => {
    const page = sections.get(record.url_without_anchor) ?? new Map<string | null, { doc: number; url: string }>();
    sections.set(record.url_without_anchor, page);
    if (record.type === "content") return;
    const heading = record.type === "lvl1" ? null : headingKey(record.hierarchy[record.type] ?? "");
    if (!page.has(heading)) page.set(heading, { doc, url: record.url });
  });

  const bySection = new Map<number, { url: string; questions: string[] }>();
  const unanswered: string[] = [];
  const files = (readdirSync(contentDir, { recursive: true }) as string[])
    .map((name) => name.split(sep).join("/"))
    .filter((name) => name.endsWith(QUESTIONS_SUFFIX));
  for (const file of files.sort()) {
    const page = pageOfFile.get(file);
    if (!page) {
      problems.push(`${file}: no page ${file.replace(QUESTIONS_SUFFIX, ".mdx")} for these questions`);
      continue;
    }
    const pageSections = sections.get(page.data.path);
    if (!pageSections) {
      problems.push(`${file}: ${page.data.path} is not in the search index (a snippet or an unlisted page), so Ask AI cannot cite it`);
      continue;
    }
    let parsed: z.infer<typeof questionsFile>;
    try {
      parsed = questionsFile.parse(JSON.parse(readFileSync(join(contentDir, file), "utf8")));
    } catch (error) {
      problems.push(`${file}: ${error instanceof z.ZodError ? z.prettifyError(error).replace(/\n/g, "; ") : (error as Error).message}`);
      continue;
    }
    unanswered.push(...(parsed.unanswered ?? []));
    for (const { heading, questions } of parsed.sections) {
      const section = pageSections.get(heading === null ? null : headingKey(heading));
      if (!section) {
        problems.push(`${file}: ${heading === null ? "the page's introduction" : `heading "${heading}"`} is not a section of ${page.data.path}`);
        continue;
      }
      const entry = bySection.get(section.doc) ?? { url: section.url, questions: [] };
      entry.questions.push(...questions);
      bySection.set(section.doc, entry);
    }
  }
  const written: WrittenSection[] = [...bySection].sort(([a], [b]) => a - b).map(([doc, { url, questions }]) => [doc, url, questions]);
  return { sections: written, unanswered, problems, questions: written.reduce((sum, [, , questions]) => sum + questions.length, 0) };
}

/** Each page's title and headings, by its path, as the search records hold them. */
export function pageHeadings(records: SearchRecord[]): Map<string, string[]> {
  const headings = new Map<string, string[]>();
  // A long section's text is split over several records of its level: its heading counts once.
  const seen = new Set<string>();
  for (const record of records) {
    const heading = record.type === "content" ? null : record.hierarchy[record.type];
    if (!heading || seen.has(record.url)) continue;
    seen.add(record.url);
    const page = headings.get(record.url_without_anchor);
    if (page) page.push(heading);
    else headings.set(record.url_without_anchor, [heading]);
  }
  return headings;
}

/** The questions, stemmed here once rather than by every isolate before its first answer; `isWord` as indexReaderQuestions takes it. */
export function writeReaderQuestions(
  { sections, unanswered }: WrittenQuestions,
  records: SearchRecord[],
  publicDir: string,
  isWord: (word: string) => boolean,
): { bytes: number } {
  const text = JSON.stringify(indexReaderQuestions(sections, isWord, pageHeadings(records), unanswered));
  write(join(publicDir, READER_QUESTIONS_PATH), text);
  return { bytes: text.length };
}
