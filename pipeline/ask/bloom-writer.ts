// Writes a Bloom filter that search/ask/bloom.ts reads.
import { probes, type BloomData } from "../../search/ask/bloom";

export function bloomOf(words: Iterable<string>, count: number, bitsPerWord = 10): BloomData {
  const size = Math.max(64, Math.ceil((count * bitsPerWord) / 8) * 8);
  const hashes = Math.max(1, Math.round(bitsPerWord * Math.LN2));
  const bytes = new Uint8Array(size / 8);
  for (const word of words) for (const bit of probes(word, size, hashes)) bytes[bit >> 3] |= 1 << (bit & 7);
  return { bits: Buffer.from(bytes).toString("base64"), hashes };
}
