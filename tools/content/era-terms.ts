// What came after the era this site documents (Strapi 5 and Strapi Cloud as of January 2025), written
// once, as terms the content check (tools/content/content-facts.ts) refuses outside the pages allowed below.
// The source is the last table of the era sheet (../shared/spec/era.md, "Later than the era"): add a
// row here when a row is added there. A term matches prose, tables and code alike.
// The table's first row (2025-01-15/16: GraphQL's `landingPage` with Apollo Sandbox, and
// `strapi transfer --verbose`) is not here: the 5.8.1 code, the era's authority, already has all three
// (`strapi transfer --help` lists --verbose; the GraphQL plugin serves Apollo Sandbox in development).

export interface LaterTerm {
  /** What a page must not describe as available. */
  pattern: RegExp;
  /** What it is, as the era sheet names it. */
  what: string;
  /** When it first appeared in Strapi's docs. */
  since: string;
  /** Only check files under these folders of content/ (all files when left out). */
  only?: string[];
}

export const LATER_TERMS: readonly LaterTerm[] = [
  { pattern: /@strapi\/client\b/, what: "the `@strapi/client` library", since: "2025-02" },
  { pattern: /docs\.strapi\.io\/cms\b/, what: "the docs' move from dev-docs/ and user-docs/ to cms/", since: "2025-02" },
  {
    pattern: /\b(?:Free|Essential|Scale) plans?\b/,
    what: "the Strapi Cloud Free, Essential and Scale plans",
    since: "2025-03-05 (Essential, Scale) and 2025-05-13 (Free)",
  },
  { pattern: /\bFree, Essential\b|\bEssential, Pro\b|\bPro and Scale\b/, what: "the Strapi Cloud Free, Essential and Scale plans", since: "2025-03-05" },
  { pattern: /\bunlimited (?:database )?entries\b/i, what: '"unlimited" database entries on Strapi Cloud', since: "2025-03-05" },
  { pattern: /\bpreview side panel\b/i, what: "the preview side panel", since: "2025-03-12" },
  { pattern: /\bv22\b|\bNode(?:\.js)?\s+v?22\b|\b18, 20,? (?:and|or) 22\b/i, what: "Node.js 22 as a supported version", since: "2025-03-20" },
  { pattern: /\bpre-?generated (?:API )?tokens?\b/i, what: "pre-generated API tokens", since: "2025-03-20" },
  { pattern: /\b(?:US East|Europe West|Asia Southeast|Oceania)\b/, what: "the four Strapi Cloud regions", since: "2025-04-22", only: ["cloud/"] },
  { pattern: /\bLive Preview\b/i, what: "Live Preview", since: "2025-04-29" },
  { pattern: /\bencryptionKey\b|\bENCRYPTION_KEY\b/, what: "viewable API tokens and `encryptionKey`", since: "2025-05-07" },
  { pattern: /\bhome ?page widgets?\b/i, what: "admin homepage widgets", since: "2025-05-07" },
  {
    pattern: /\bscale[- ]to[- ]zero\b|\bcold starts?\b|\b(?:go|goes|went|going) to sleep\b/i,
    what: "sleeping Strapi Cloud projects (scale to zero, cold starts)",
    since: "2025-05-13",
    only: ["cloud/"],
  },
  { pattern: /\bStrapi AI\b/, what: "Strapi AI", since: "2025-05-13" },
  { pattern: /\bGrowth (?:plan )?trial\b/i, what: "the Growth trial offered by create-strapi", since: "2025-06" },
  { pattern: /\bllms(?:-full)?\.txt\b/, what: "`llms.txt` in the Strapi docs", since: "2025-06" },
];

/**
 * Content files (paths relative to content/) that explicitly talk about the future, such as a page
 * announcing what a later release brings: the later-than-the-era terms are allowed there. The list
 * is empty: every page of this site documents the era. Add a file only if the page says, in its own
 * words, that what it describes is not available yet.
 */
export const FUTURE_PAGES: readonly string[] = [];
