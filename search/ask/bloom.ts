// A set of words held as a Bloom filter: a few bits per word instead of the words themselves, at
// the price of rare false positives (about one word in a hundred at ten bits a word). Ask AI's
// lexicon (search/ask/lexicon.ts) holds the English dictionary this way; the build writes it
// (pipeline/ask/bloom-writer.ts).

export interface BloomData {
  /** The bit array, base64. */
  bits: string;
  /** Bits set per word. */
  hashes: number;
}

/** FNV-1a over the word's UTF-16 code units, with a seed: two of them make every probe. */
function fnv(word: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function* probes(word: string, size: number, hashes: number): Generator<number> {
  const [a, b] = [fnv(word, 0), fnv(word, 0x5bd1e995) | 1];
  for (let i = 0; i < hashes; i++) yield ((a + Math.imul(i, b)) >>> 0) % size;
}

/** Membership in a filter: false is certain, true almost. */
export function bloomReader({ bits, hashes }: BloomData): (word: string) => boolean {
  const binary = atob(bits);
  // A plain loop: Uint8Array.from with a mapping function takes about fifty times as long, and
  // this runs on the first question of every isolate.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const size = bytes.length * 8;
  return (word) => {
    for (const bit of probes(word, size, hashes)) if (!(bytes[bit >> 3] & (1 << (bit & 7)))) return false;
    return true;
  };
}
