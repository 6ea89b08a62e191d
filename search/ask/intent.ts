// Who asks, and what for, read from the words alone. Code, APIs, configuration, "my frontend",
// an HTTP status or a method name point to the developer docs; clicks, screens, roles and editing
// to the user guide; plans, billing and deployments on Strapi Cloud to the Cloud docs. A section of
// one area is ranked down when the question clearly belongs to another.

export type Area = "dev" | "user" | "cloud";
const AREAS: Area[] = ["dev", "user", "cloud"];

/** Cue words per area (whole words, lower case) and how much each one says. */
const CUES: Record<Area, [RegExp, number][]> = {
  dev: [
    [/\b(rest|graphql|endpoints?|routes?|controllers?|services?|middlewares?|polic(y|ies)|lifecycles?|hooks?|schemas?|queries|query)\b/g, 1],
    // "API" alone says less: editors create API tokens in the admin panel.
    [/\bapi\b(?! tokens?)/g, 0.6],
    [
      /\b(code|programmatically|script|function|method|class|sdk|npm|yarn|npx|cli|command|terminal|docker|compose|typescript|javascript|node|env|\.env|config|configuration|jwt|cors|curl|http|json|webhooks?|plugin|provider|database|postgres\w*|mysql|sqlite|migrations?|transactions?|tests?|deploy\w*|server|port|bootstrap|register|cron|types|upload|fetch\w*|requests?|responses?)\b/g,
      0.6,
    ],
    [/\b(my|our|the) (\w+\.?js )?(front-?end|frontend|app|application|website|client|react|next\.?js|vue|nuxt|angular|svelte|mobile app)\b/g, 2],
    [/\b(run|execute|trigger)\b.{0,20}\b(something|code|logic|function|script)\b|\b(my|our) (own )?code\b/g, 1.5],
    [/\b[45]\d\d\b/g, 1.5],
    [/\b[a-z]+[A-Z]\w*\b|\w+\(\)|\/api\/|\bconfig\//g, 1.5],
  ],
  user: [
    [/\b(click|button|screen|tab|menu|dropdown|drag|form|edit view|list view|interface|ui)\b/g, 1],
    // Developers customize the admin panel too: it says less.
    [/\badmin panel\b/g, 0.5],
    [
      /\b(editors?|colleague|team ?mates?|reviewers?|administrators?|roles?|translate|draft|publish\w*|entry|entries|media library|content manager|content-type builder|images?|pictures?|photos?|folders?|history|restore|release|schedule|audit)\b/g,
      0.5,
    ],
    [/\b(by mistake|in the admin|from the admin|my profile|my password|dark mode)\b/g, 1],
  ],
  cloud: [
    [/\b(strapi cloud|cloud)\b/g, 2],
    [/\b(plans?|billing|invoices?|subscriptions?|paying|payment|seats?|domains?|runtime logs|free trial|quota|overages?|maintainers?|regions?|backups?)\b/g, 1],
  ],
};

/** What a turn of phrase that belongs to one area says. */
const PHRASE_CUE = 1.5;

export interface Intent {
  /** Each area's share of the cues (they sum to 1; equal when nothing points anywhere). */
  areas: Record<Area, number>;
  /** The question asks for a procedure ("how do I …"): steps, and code for developers. */
  howTo: boolean;
  /** The question mentions migrating from Strapi 4. */
  migration: boolean;
}

/** `phraseAreas`: the areas of the reader's turns of phrase (search/ask/vocabulary.ts), each a strong cue. */
export function readIntent(question: string, phraseAreas: Area[] = []): Intent {
  const lower = question.toLowerCase();
  // Before any cue, the developer docs and the user guide are as likely, Strapi Cloud less.
  const weight: Record<Area, number> = { dev: 1, user: 1, cloud: 0.6 };
  for (const area of phraseAreas) weight[area] += PHRASE_CUE;
  for (const area of AREAS)
    for (const [pattern, each] of CUES[area]) {
      // A method name is camelCase in the question as asked.
      const text = pattern.source.includes("[A-Z]") ? question : lower;
      weight[area] += (text.match(pattern)?.length ?? 0) * each;
    }
  const total = weight.dev + weight.user + weight.cloud;
  return {
    areas: { dev: weight.dev / total, user: weight.user / total, cloud: weight.cloud / total },
    howTo: /\b(how (do|can|should|would) (i|we|you)|how to|steps?|example|exemple|set ?up|configure|create|add|write|make)\b/.test(lower),
    // "Database migration" is a schema change, not a move from Strapi 4.
    // So does what changed with Strapi 5: "in v5 … anymore", "used to … in strapi 5", "deprecated".
    migration:
      /\b(v[34]|strapi [34]|version [34]|upgrad\w*|breaking changes?|migrat\w* (to|from|a project|my project)|deprecated)\b/.test(lower) ||
      (/\b(v5|strapi 5|version 5)\b/.test(lower) && /\b(used to|anymore|no longer|not anymore|(moving|moved|switching|switched) to|since)\b/.test(lower)),
  };
}

/** The area a section belongs to: by its path, except the user guide's sections written for developers. */
export function areaOf(url: string, headings: string[]): Area {
  if (url.startsWith("/cloud/")) return "cloud";
  if (url.startsWith("/dev-docs/")) return "dev";
  return headings.some((heading) => /^for developers\b/i.test(heading)) ? "dev" : "user";
}
