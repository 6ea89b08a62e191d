// Readers split words the docs write as one ("data base", "log in", "time stamp", "e-mail"). A
// split pair is joined when the docs use the joined word: often enough to be theirs, and, unless
// the second word is a particle ("log in", "back up"), about as often as the rarer half, so that
// "content type" is not joined into the `contentType` of code samples.
import { STOP_WORDS } from "./words";

/** The second word of a phrasal verb ("log in", "sign up", "back up"). */
const PARTICLES = new Set(["in", "up", "out", "on", "off", "down"]);
/** The joined word must hold at least this many records… */
const MIN_JOINED_COUNT = 3;
/** …and this share of the rarer half's, for a pair that is not a phrasal verb. */
const MIN_JOINED_SHARE = 0.25;

/** How many records of the docs hold each word (the search engine's `frequencies`). */
export type CountWords = (words: string[]) => Promise<number[]>;

const joinable = (first: string, second: string) =>
  /^[a-z]{2,}$/.test(first) && /^[a-z]{2,}$/.test(second) && !STOP_WORDS.has(first) && (PARTICLES.has(second) || !STOP_WORDS.has(second));

/** The words of a question (lower case, in order) with the pairs and hyphenated words the docs write as one word joined. */
export async function joinCompounds(words: string[], count: CountWords): Promise<string[]> {
  const pairs = words.slice(0, -1).flatMap((word, i) => (joinable(word, words[i + 1]) ? [i] : []));
  const hyphenated = words.flatMap((word, i) => (/^[a-z]+(-[a-z]+)+$/.test(word) ? [i] : []));
  if (pairs.length === 0 && hyphenated.length === 0) return words;
  const asked = [
    ...new Set([...pairs.flatMap((i) => [words[i], words[i + 1], words[i] + words[i + 1]]), ...hyphenated.map((i) => words[i].replaceAll("-", ""))]),
  ];
  const counts = new Map((await count(asked)).map((found, i) => [asked[i], found]));
  const countOf = (word: string) => counts.get(word) ?? 0;

  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [first, second] = [words[i], words[i + 1]];
    const together = first + second;
    if (pairs.includes(i) && countOf(together) >= MIN_JOINED_COUNT) {
      const rarer = PARTICLES.has(second) ? 0 : Math.min(countOf(first), countOf(second));
      if (countOf(together) >= MIN_JOINED_SHARE * rarer) {
        joined.push(together);
        i++;
        continue;
      }
    }
    const unhyphenated = first.replaceAll("-", "");
    joined.push(hyphenated.includes(i) && countOf(unhyphenated) >= MIN_JOINED_COUNT ? unhyphenated : first);
  }
  return joined;
}
