// Finds the doc sections (a heading and the text under it) that answer a question. The search
// engine gathers candidates with the question's words, their docs synonyms and the hinted docs
// terms; each candidate section is then ranked as a passage: how much of the question it covers
// (rare words counting more), in its headings above all, whether it speaks the hinted terms,
// whether it belongs to the area the question comes from, how close the readers' questions
// written for it come, and how well those of its whole page match. A question closer to one
// that no page answers than to any that a section does is declined.
import type { EngineHit, SearchEngine } from "../engine";
import { DISTINCTIVE_WEIGHT, questionConcepts, type AskContext, type Concept, type QuestionConcepts } from "./concepts";
import { confidenceOf, MIN_CONFIDENCE } from "./confidence";
import { areaOf, readIntent, type Area, type Intent } from "./intent";
import { BoundedCache } from "../bounded-cache";
import { reranked, type Rerank } from "./rerank";
import { sectionStemsOf, sectionTitles, type SectionStems } from "./section-stems";
import { stems, TASK_VERBS, words } from "./words";

export interface Section {
  /** Site path with the heading's anchor, e.g. `/user-docs/settings/API-tokens#create-a-token`. */
  url: string;
  page: string;
  /** The deepest heading above the text; null for a page's introduction. */
  heading: string | null;
  /** The headings above the text, outermost first. */
  headings: string[];
  /** The section's text blocks (paragraphs, list items, table rows) in page order; code is never indexed. */
  blocks: string[];
  area: Area;
  score: number;
  /** Weighted share of the question's words found in the section (0–1), plus half the best hint's match. */
  coverage: number;
  /** How close the section's closest written reader question is to the question (search/ask/reader-questions.ts; 0 without one). */
  closeness: number;
  /** How sure the section answers the question (search/ask/confidence.ts). */
  confidence: number;
  /** The question's words (and the previous question's) that the section holds. */
  matched: string[];
  /** Those of them distinctive enough that a section holding them adds something. */
  adds: string[];
}

export interface Retrieval {
  sections: Section[];
  /** The best pages for the question, by their best section's score, even when no section is relevant enough to answer from. */
  closestPages: { title: string; url: string; score: number }[];
  /** The question's words and the docs words standing for them, to pick sentences with. */
  keywords: string[];
  intent: Intent;
}

/** Records gathered by the engine, and the best sections among them that are read and scored. */
const CANDIDATE_RECORDS = 160;
const CANDIDATE_SECTIONS = 48;
/** Each further record of a section adds this share of its engine score to the section's. */
const FURTHER_RECORD = 0.25;
/** How a section's fit is made: its coverage, the best hint it speaks (in its text, then in its headings), the question's words in its headings. */
const FIT = { hint: 0.5, hintAgain: 0.3, hintInTitle: 0.6, title: 1 };
/** How much the share of the question that a section's page covers as a whole (its candidate sections and its description) raises the section. */
const PAGE_WEIGHT = 0.5;
/** A hint is fully spoken by a section that uses this many of its terms. */
const HINT_TERMS = 2;
/** In the ranking, a hint counts in full for a section that holds this weighted share of the question's own words, and in proportion below. */
const HINT_SUPPORT = 0.4;
/** How much a section of another area than the question's loses, at most. */
const AREA_WEIGHT = 0.5;
/** The engine's own score (relative to the best, square-rooted) makes this share of a section's score. */
const ENGINE_SHARE = 0.4;
/** Sections whose written reader questions come closest to the question join the candidates, at most. */
const QUESTION_CANDIDATES = 12;
/** How much a section's closest written question raises its score: this share of the best section's, times the closeness (0–1) to this power. */
const QUESTION_WEIGHT = 3;
const QUESTION_POWER = 2;
/** How much of that is taken away when the best section's own words cover the whole question (a reader who speaks the docs' words). */
const COVERED_DAMPING = 0.6;
/** How much of a section's closeness is taken away when its own words cover the whole question: the written question vouches for what the text does not say. */
const OWN_WORDS_DAMPING = 0.4;

/**
 * How much a section's page raises it, at most, when the written questions pooled by page point to it
 * (search/ask/page-questions.ts): its score is multiplied by 1 + this weight times (the page's score relative to the
 * best page's) to this power; the weight is less by this share when the best section's own words cover the question.
 */
const PAGE_QUESTIONS_WEIGHT = 4;
const PAGE_QUESTIONS_POWER = 2;
const PAGE_QUESTIONS_DAMPING = 0.65;

/** The APIs a developer may mean, by the words that name them and the pages about them. */
const API_FAMILIES: { named: RegExp; pages: RegExp }[] = [
  { named: /\brest\b|\/api\/|\bfront-?end\b|\bcurl\b|\bapi (response|request|call)s?\b/, pages: /^\/dev-docs\/api\/rest/ },
  { named: /\bgraphql\b/, pages: /^\/dev-docs\/(api\/graphql|plugins\/graphql|integrations\/graphql)/ },
  {
    named: /\bdocument service\b|\bstrapi\.documents\b|\bin (a|my) (service|controller|plugin)\b|\bfrom (my )?code\b/,
    pages: /^\/dev-docs\/api\/(document-service|document$)/,
  },
  { named: /\bentity service\b|\bentityservice\b/, pages: /^\/dev-docs\/api\/entity-service/ },
  { named: /\bquery engine\b|\bstrapi\.db\.query\b/, pages: /^\/dev-docs\/api\/query-engine/ },
];

/** A page of these kinds answers only questions that ask for it. */
function kindFactor(url: string, page: string, question: string, intent: Intent): number {
  const lower = question.toLowerCase();
  if (url.startsWith("/dev-docs/migration/")) return intent.migration ? 1 : 0.45;
  if (url.startsWith("/dev-docs/integrations/")) return lower.includes(page.toLowerCase().replace(/\.js$/, "")) ? 1 : 0.55;
  if (url.startsWith("/release-notes") || url.startsWith("/status")) return 0.3;
  const named = API_FAMILIES.filter((family) => family.named.test(lower));
  const family = API_FAMILIES.find((candidate) => candidate.pages.test(url));
  // The Entity Service is deprecated in Strapi 5: its pages answer those who name it.
  if (family && !named.includes(family)) return named.length ? 0.7 : family === API_FAMILIES[3] ? 0.6 : 1;
  return 1;
}

/** How a section of `area` is weighted for the question: 1 for the question's own area, less for another the surer the question is. */
export function areaFactor(intent: Intent, area: Area): number {
  return 1 - AREA_WEIGHT * (1 - intent.areas[area] / Math.max(...Object.values(intent.areas)));
}

function share(concepts: Concept[], present: Set<string>, total: number): number {
  if (total === 0) return 0;
  return concepts.reduce((sum, concept) => sum + (concept.stems.some((s) => present.has(s)) ? concept.weight : 0), 0) / total;
}

/** How well a section speaks the best-matched hint: fully from a few of its terms. */
function hintMatch(hints: Concept[], present: Set<string>): number {
  return Math.max(0, ...hints.map((hint) => Math.min(1, hint.stems.filter((s) => present.has(s)).length / Math.min(HINT_TERMS, hint.stems.length))));
}

/** A candidate section's text and stems, as every question reads it. */
interface ReadSection {
  blocks: string[];
  headings: string[];
  page: string;
  titleStems: Set<string>;
  allStems: Set<string>;
}

/** A section, by its first document: its heading's record holds the hierarchy every record of it shares. */
async function readSection(engine: SearchEngine, start: number, sectionStems?: SectionStems): Promise<ReadSection> {
  const [[record], texts, stemmed] = await Promise.all([engine.records([start]), engine.sectionText(start), sectionStems?.get(start)]);
  const blocks = texts.map((text) => text.content as string);
  const { page, headings } = sectionTitles(record);
  return { blocks, headings, page, ...(stemmed ?? sectionStemsOf(page, headings, blocks)) };
}

/** Sections read and stemmed, kept per engine (one per isolate, as is its stems source, which the first caller passes): the same sections answer many questions. */
const SECTION_CACHE_BYTES = 4 * 1024 * 1024;
const sectionCaches = new WeakMap<SearchEngine, BoundedCache<number, ReadSection>>();

function sectionCache(engine: SearchEngine, sectionStems?: SectionStems): BoundedCache<number, ReadSection> {
  let cache = sectionCaches.get(engine);
  if (!cache) {
    const sizeOf = (section: ReadSection) => 2 * section.blocks.reduce((sum, block) => sum + block.length, 0) + 24 * section.allStems.size;
    cache = new BoundedCache<number, ReadSection>(SECTION_CACHE_BYTES, (start) => readSection(engine, start, sectionStems), sizeOf);
    sectionCaches.set(engine, cache);
  }
  return cache;
}

export interface RankedSections {
  /** Every candidate section, best first. */
  sections: Section[];
  /** How close the closest written question that no page answers comes (0 without one). */
  unansweredCloseness: number;
  concepts: QuestionConcepts;
  intent: Intent;
}

/**
 * Candidate sections for a question, best first. `previousQuestion` (a follow-up's context) joins
 * the search so that "and how do I delete it?" still finds the pages about tokens.
 */
export async function rankSections(engine: SearchEngine, question: string, context: AskContext = {}): Promise<RankedSections> {
  const concepts = await questionConcepts(engine, question, context);
  const intent = readIntent(question, concepts.phraseAreas);
  const { hits } = await engine.search(concepts.searchWords.join(" "), { anyWord: true, limit: CANDIDATE_RECORDS });

  // Hits grouped into sections (a heading and its text): the best record, and the engine's score.
  const grouped = new Map<string, { id: number; record: EngineHit["record"]; score: number }>();
  for (const hit of hits) {
    const found = grouped.get(hit.record.url);
    if (found) found.score += hit.score * FURTHER_RECORD;
    else grouped.set(hit.record.url, { id: hit.id, record: hit.record, score: hit.score });
  }
  const best = Math.max(1e-9, ...[...grouped.values()].map((entry) => entry.score));
  const asked = [...concepts.own, ...concepts.context];
  const names = concepts.own.filter((concept) => concept.name);
  const total = asked.reduce((sum, concept) => sum + concept.weight, 0);

  // Sections whose written questions come close join the candidates, however the engine ranked them.
  const closeQuestions = context.readerQuestions?.closest(asked, QUESTION_CANDIDATES) ?? [];
  const unanswered = context.readerQuestions?.closestUnanswered(asked);
  const unansweredCloseness = unanswered?.closeness ?? 0;
  // The reader's words that only questions no page answers use, held by the closest of them ("watermark images on
  // upload"): the docs team's word that the docs stop there. A section that lacks one answers as little as one lacking a name.
  const beyondDocs = asked.filter((concept) => concept.stems.some((s) => unanswered?.stems.has(s) && context.readerQuestions?.unansweredOnly.has(s)));
  const decisive = [...names, ...beyondDocs.filter((concept) => !names.includes(concept))];
  const closeness = new Map(closeQuestions.map((match) => [match.url, match.closeness]));
  const joining = closeQuestions.filter((match) => !grouped.has(match.url));
  const joiningRecords = await engine.records(joining.map((match) => match.doc));
  joining.forEach((match, i) => grouped.set(match.url, { id: match.doc, record: joiningRecords[i], score: 0 }));

  // Pooled by page, the written questions hold more of a reader's words than the closest one does. A word the
  // reader misspelled counts as written and as the docs spell it.
  const asWritten = new Set(words(question));
  const respelled = concepts.spelledWords.filter((word) => !asWritten.has(word));
  const pageMatches = context.readerQuestions?.pages.matches([question, ...respelled].join(" "), context.previousQuestion);

  // A page's descriptions (its own record's text) say what the whole page is about.
  const descriptions = new Map(
    hits.filter((hit) => hit.record.type === "lvl1" && hit.record.content).map((hit) => [hit.record.url_without_anchor, hit.record.content as string]),
  );
  const read = [];
  const byEngine = [...grouped.values()].sort((a, b) => b.score - a.score);
  const candidates = [...byEngine.slice(0, CANDIDATE_SECTIONS), ...byEngine.slice(CANDIDATE_SECTIONS).filter((entry) => closeness.has(entry.record.url))];
  const readSections = sectionCache(engine, context.sectionStems);
  for (const { id, record, score } of candidates) {
    const section = await readSections.get(engine.sectionStart(id));
    if (section.blocks.length) read.push({ record, score, ...section });
  }
  // What the question finds on each page, in all its candidate sections and its description together.
  const holds = (found: Set<string>) => asked.filter((concept) => concept.stems.some((s) => found.has(s)));
  const onPages = new Map<string, Set<Concept>>();
  for (const { record, allStems } of read) {
    const path = record.url_without_anchor;
    const found = onPages.get(path) ?? new Set(holds(stems(descriptions.get(path) ?? "")));
    for (const concept of holds(allStems)) found.add(concept);
    onPages.set(path, found);
  }
  const weightOf = (concepts: Iterable<Concept>) => [...concepts].reduce((sum, concept) => sum + concept.weight, 0) / (total || 1);

  const sections: Section[] = [];
  for (const { record, score, blocks, headings, page, titleStems, allStems } of read) {
    const { url } = record;
    const present = asked.filter((concept) => concept.stems.some((s) => allStems.has(s)));
    const ownShare = share(asked, allStems, total);
    const hinted = hintMatch(concepts.hints, allStems);
    const coverage = ownShare + FIT.hint * hinted;
    // In the ranking, a turn of phrase's docs terms count as far as the section also holds the question's own
    // words: one that speaks only the hinted terms ("lifecycle hooks" for any "when … created") is about something else.
    const support = Math.min(1, ownShare / HINT_SUPPORT);
    const onPage = weightOf(onPages.get(record.url_without_anchor) ?? present);
    const fit =
      ownShare +
      (FIT.hint + FIT.hintAgain) * hinted * support +
      FIT.title * share(asked, titleStems, total) +
      FIT.hintInTitle * hintMatch(concepts.hints, titleStems) * support;
    const area = areaOf(url, headings);
    sections.push({
      url,
      page,
      heading: headings.at(-1) ?? null,
      headings,
      blocks,
      area,
      coverage,
      closeness: closeness.get(url) ?? 0,
      confidence: confidenceOf(
        Math.max(coverage, closeness.get(url) ?? 0),
        pageMatches && (pageMatches.get(record.url_without_anchor)?.coverage ?? 0),
        decisive,
        present,
      ),
      matched: present.map((concept) => concept.label),
      adds: present.filter((concept) => concept.weight >= DISTINCTIVE_WEIGHT && !TASK_VERBS.has(concept.label)).map((concept) => concept.label),
      score:
        fit *
        // The same for every section of a page, so that it ranks pages and keeps the order within one.
        (1 + PAGE_WEIGHT * onPage) *
        areaFactor(intent, area) *
        kindFactor(url, page, question, intent) *
        (1 - ENGINE_SHARE + ENGINE_SHARE * Math.sqrt(score / best)),
    });
  }
  // A close written question vouches for its section even when the reader's words are not the section's: it adds a
  // share of the best section's score, growing with the square of the closeness, less the more the docs' words already answer.
  const leader = bestScored(sections);
  const vouch = QUESTION_WEIGHT * (leader?.score ?? 0) * (1 - COVERED_DAMPING * Math.min(1, leader?.coverage ?? 0));
  for (const section of sections) section.score += vouch * (section.closeness * (1 - OWN_WORDS_DAMPING * Math.min(1, section.coverage))) ** QUESTION_POWER;
  // The pages all of the written questions point to raise their sections, less when the docs' own words already answer.
  const bestPage = Math.max(1e-9, ...[...(pageMatches?.values() ?? [])].map((match) => match.score));
  const pageWeight = PAGE_QUESTIONS_WEIGHT * (1 - PAGE_QUESTIONS_DAMPING * Math.min(1, Math.max(0, ...sections.map((section) => section.coverage))));
  for (const section of sections)
    section.score *= 1 + pageWeight * ((pageMatches?.get(section.url.split("#")[0])?.score ?? 0) / bestPage) ** PAGE_QUESTIONS_POWER;
  sections.sort((a, b) => b.score - a.score);
  return { sections, unansweredCloseness, concepts, intent };
}

/** The section with the highest score, wherever a reranker put it. */
function bestScored(sections: Section[]): Section | undefined {
  return sections.reduce<Section | undefined>((best, section) => (!best || section.score > best.score ? section : best), undefined);
}

/** A section that ranks below this share of the best one's score does not answer, however much of the question it holds. */
const MIN_SHARE_OF_BEST = 0.5;
/** The best-scored section must come this near the confidence an answer needs for any section to answer. */
const MIN_LEAD_CONFIDENCE = 0.9 * MIN_CONFIDENCE;

/**
 * Of the ranked sections, those confident enough to answer from, best first. One that ranks far
 * below the best holds the question's words by chance, in a passage about something else: were the
 * docs to answer, the sections that rank best would hold those words too. For the same reason, none
 * answers when the best-scored section is far from confident.
 */
export function answeringSections(ranked: Section[], limit: number): Section[] {
  // A reranker may have put another section than the best-scored one first.
  const lead = bestScored(ranked);
  if (!lead || lead.confidence < MIN_LEAD_CONFIDENCE) return [];
  const floor = lead.score * MIN_SHARE_OF_BEST;
  return ranked.filter((section) => section.confidence >= MIN_CONFIDENCE && section.score >= floor).slice(0, limit);
}

/** A written question no page answers, this close at least and closer by this margin than any section's, declines the question. */
const UNANSWERED_CLOSENESS = 0.5;
const UNANSWERED_MARGIN = 0.12;

/** Whether the question is closer to one that no page answers than to any that a section does. */
function unansweredFirst({ sections, unansweredCloseness }: RankedSections): boolean {
  const answered = Math.max(0, ...sections.map((section) => section.closeness));
  return unansweredCloseness >= UNANSWERED_CLOSENESS && unansweredCloseness >= answered + UNANSWERED_MARGIN;
}

export interface RetrieveOptions {
  /** Sections that answer, at most. */
  limit?: number;
  /** A reranker for the best candidates (search/ask/rerank.ts); without it, the offline order. */
  rerank?: Rerank;
}

/** The sections that answer a question, best first, and the closest pages when none does. */
export async function retrieve(
  engine: SearchEngine,
  question: string,
  context: AskContext = {},
  { limit = 6, rerank }: RetrieveOptions = {},
): Promise<Retrieval> {
  const ranked = await rankSections(engine, question, context);
  const { concepts, intent } = ranked;
  const sections = await reranked(question, ranked.sections, rerank);
  const closestPages: Retrieval["closestPages"] = [];
  for (const section of sections) {
    if (closestPages.length === 3) break;
    const url = section.url.split("#")[0];
    if (!closestPages.some((page) => page.url === url)) closestPages.push({ title: section.page, url, score: section.score });
  }
  const relevant = unansweredFirst(ranked) ? [] : answeringSections(sections, limit);
  const keywords = [...concepts.own, ...concepts.context, ...concepts.hints].flatMap((concept) => concept.stems);
  return { sections: relevant, closestPages, keywords, intent };
}
