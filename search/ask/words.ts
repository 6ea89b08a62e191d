// Words as Ask AI compares them: lower-cased, lightly stemmed so that "save", "saved" and "saving"
// meet, and split where code splits them ("users-permissions", "api_token"). Enough for matching
// a question against a section, not for display.

const WORD = /[a-z0-9$][a-z0-9_$-]*/g;
/** Acronyms that end like a plural: stemmed, "cors" would become "cor" and match "core". */
const UNSTEMMED = new Set(["cors", "https", "aws", "dns", "cms", "sms", "ssl", "tls", "ios"]);

/** Words a question is made of but that say nothing about what it asks. */
export const STOP_WORDS = new Set(
  (
    "a an and are as at be been being by can could do does did doing for from how i if in into is it its me my mine of on or our ours should so that the their them then there these this those to too was we were what when where which who whom why will with would you your " +
    "about again all also am any anything but each else ever get gets got have has had here just like may might more most much need needs no not now only other please really same some something still such sure tell than thing things want wants way ways well " +
    "through via into onto within strapi use using used make made able possible instead yesterday today tomorrow let lets see show explain know try trying " +
    "although though because since unless until while whereas whether either neither both nor yet already anymore anyway afterwards otherwise however maybe perhaps somehow someone somebody everyone everybody anyone anybody nobody even " +
    "say says said saying suppose supposed seem seems " +
    // Not in WordNet, so without this a reader's "block his login" would ask about a product called "his".
    "he him his himself she her hers herself myself yourself ourselves themselves itself " +
    // What is left of a contraction once the apostrophe splits it ("isn't" → "isn", "t").
    "isn aren wasn weren don doesn didn cannot couldn shouldn wouldn won haven hasn hadn whats thats theres heres im ive youre theyre " +
    // The same contractions typed without their apostrophe ("my coworker didnt accept"), and "etc".
    "isnt arent wasnt werent dont doesnt didnt cant couldnt shouldnt wouldnt wont havent hasnt hadnt youve weve theyve etc"
  ).split(" "),
);

/** The stop words' other forms say no more than they do ("seeing", "making", "says"). */
export const STOP_STEMS = new Set([...STOP_WORDS].map((word) => stem(word)).filter((stemmed) => stemmed.length > 2));

/** Words kept although short: they name things in the docs. */
const SHORT_WORDS = new Set(["id", "ai", "ip", "js", "ts", "ui", "db", "v4", "v5", "s3", "qs", "cli", "api", "sso", "jwt", "env"]);

/** Verbs that ask for something to be done rather than name what: they count for less. */
export const TASK_VERBS = new Set([
  "write",
  "writes",
  "add",
  "adds",
  "create",
  "creates",
  "make",
  "build",
  "set",
  "change",
  "give",
  "put",
  "find",
  "start",
  "run",
  "go",
]);

/** Crude stemming; enough for matching. */
export function stem(word: string): string {
  if (UNSTEMMED.has(word)) return word;
  let stemmed = word;
  if (stemmed.length > 4 && stemmed.endsWith("ies")) stemmed = stemmed.slice(0, -3) + "y";
  else if (stemmed.length > 5 && stemmed.endsWith("ing")) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length > 4 && stemmed.endsWith("ed")) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 3 && stemmed.endsWith("s") && !stemmed.endsWith("ss") && !stemmed.endsWith("us")) stemmed = stemmed.slice(0, -1);
  // "running" → "runn" → "run", "stopped" → "stop"
  if (stemmed !== word && /([b-df-hj-km-np-tv-z])\1$/.test(stemmed) && !/(ll|ss)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  if (stemmed.length > 3 && stemmed.endsWith("e")) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** Every word of a text, lower-cased, in order. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * The stems present in a text, compound words also by their parts, and each pair of neighbouring
 * words also joined: a text that says "log in" or "data base" holds "login" and "database".
 */
export function stems(text: string): Set<string> {
  const found = new Set<string>();
  eachStem(text, (stemmed) => found.add(stemmed));
  return found;
}

/** Each stem of `stems(text)` with the words of the text it stands for (a joined pair: both; a part of a compound: none). */
export function stemSources(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  eachStem(text, (stemmed, ...sources) => {
    const known = found.get(stemmed);
    if (!known) found.set(stemmed, [...new Set(sources)]);
    else for (const source of sources) if (!known.includes(source)) known.push(source);
  });
  return found;
}

/** The walk both share: each stem with the words it stands for. `stems` reads only the stems, so it makes no list of them (the section texts' hot path). */
function eachStem(text: string, visit: (stemmed: string, ...sources: string[]) => void): void {
  let previous = "";
  for (const word of words(text)) {
    visit(stem(word), word);
    // A part stands for none of the text's words: "api" is not all of "api_token_salt".
    if (word.includes("-") || word.includes("_")) for (const part of word.split(/[-_]+/)) if (part) visit(stem(part));
    const plain = LETTERS.test(word);
    if (previous && plain) visit(stem(previous + word), previous, word);
    previous = plain ? word : "";
  }
}

const LETTERS = /^[a-z]+$/;

/** The words of a question that carry its meaning, lower-cased, without duplicates. */
export function keywords(text: string): string[] {
  return meaningful(words(text));
}

/** Of a text's words (lower case, in order), those that carry its meaning, without duplicates. */
export function meaningful(all: string[]): string[] {
  const kept = all.filter((word) => !STOP_WORDS.has(word) && !STOP_STEMS.has(stem(word)) && (word.length > 2 || SHORT_WORDS.has(word) || /\d/.test(word)));
  return [...new Set(kept)];
}
