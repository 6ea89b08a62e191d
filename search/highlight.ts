// Algolia-style highlighting and snippets. Values are HTML-escaped before <mark> tags are
// added, because DocSearch and the /search page insert them as HTML.
export interface HighlightValue {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Words of a query as the engine splits them. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

interface Token {
  text: string;
  word: boolean;
}

function tokenize(text: string): Token[] {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .filter(Boolean)
    .map((part) => ({ text: part, word: /[\p{L}\p{N}]/u.test(part) }));
}

/** A word matches a term the engine found (prefix or typo match) or a query word it starts with. */
function matcher(terms: string[], words: string[]) {
  const lowerTerms = terms.map((term) => term.toLowerCase());
  return (word: string) => {
    const lower = word.toLowerCase();
    return lowerTerms.includes(lower) || words.some((w) => w.length > 1 && lower.startsWith(w));
  };
}

export function highlight(text: string, terms: string[], words: string[], tags: HighlightTags): HighlightValue {
  const matches = matcher(terms, words);
  const matchedWords = new Set<string>();
  let value = "";
  for (const token of tokenize(text)) {
    if (token.word && matches(token.text)) {
      value += tags.pre + escapeHtml(token.text) + tags.post;
      const lower = token.text.toLowerCase();
      // A typo-tolerant match ("tokn" → "token") shares its first letters with the query word.
      for (const word of words) if (lower.startsWith(word) || (terms.includes(lower) && lower.slice(0, 2) === word.slice(0, 2))) matchedWords.add(word);
    } else value += escapeHtml(token.text);
  }
  const matched = [...matchedWords];
  const matchLevel = matched.length === 0 ? "none" : matched.length >= words.length ? "full" : "partial";
  return { value, matchLevel, matchedWords: matched };
}

/** Crops `text` to `length` words around the first match, then highlights it. */
export function snippet(text: string, length: number, terms: string[], words: string[], tags: HighlightTags, ellipsis: string): HighlightValue {
  const matches = matcher(terms, words);
  const tokens = tokenize(text);
  const wordIndexes = tokens.map((token, i) => (token.word ? i : -1)).filter((i) => i >= 0);
  if (wordIndexes.length <= length) return highlight(text, terms, words, tags);
  const firstMatch = wordIndexes.findIndex((i) => matches(tokens[i].text));
  const startWord = Math.max(0, Math.min((firstMatch < 0 ? 0 : firstMatch) - Math.floor(length / 3), wordIndexes.length - length));
  const from = startWord === 0 ? 0 : wordIndexes[startWord];
  const to = wordIndexes[startWord + length - 1] + 1;
  const cropped = tokens
    .slice(from, to)
    .map((token) => token.text)
    .join("");
  const result = highlight(cropped, terms, words, tags);
  return { ...result, value: `${from > 0 ? ellipsis : ""}${result.value}${to < tokens.length ? ellipsis : ""}` };
}
