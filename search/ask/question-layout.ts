// The written questions as the matching reads them (search/ask/reader-questions.ts), laid out in
// flat typed arrays. An isolate lays out ten thousand questions before its first answer: an
// object and a few arrays per question cost it several times more than one pass over the entries.

/**
 * A question's stem entry as the build writes it: a bare number is a stem that stands for itself,
 * `[stem]` one that stands for none of the question's own stems, `[stem, ...own]` a joined pair.
 */
export type StemEntry = number | [stem: number, ...own: number[]];

/**
 * Question `i`'s entries are `entryStem[entryStart[i]]` up to `entryStart[i + 1]`; entry `e` stands for the question's own
 * stems at the places `ownPlace[placeStart[e]]` up to `placeStart[e + 1]`, and own stem `p` of question `i` weighs
 * `ownWeight[ownStart[i] + p]`. Rare stems weigh more.
 */
export interface QuestionLayout {
  entryStart: Int32Array;
  entryStem: Int32Array;
  placeStart: Int32Array;
  ownPlace: Int32Array;
  ownStart: Int32Array;
  ownWeight: Float64Array;
  /** Each question's own stems' weights summed. */
  ownTotal: Float64Array;
  /** By stem, the questions holding it in an entry. */
  byStem: number[][];
}

export function layQuestions(entriesOf: StemEntry[][], stemCount: number): QuestionLayout {
  const count = entriesOf.length;
  let entries = 0;
  let places = 0;
  for (const list of entriesOf) {
    entries += list.length;
    for (const entry of list) places += typeof entry === "number" ? 1 : entry.length - 1;
  }
  const layout: QuestionLayout = {
    entryStart: new Int32Array(count + 1),
    entryStem: new Int32Array(entries),
    placeStart: new Int32Array(entries + 1),
    ownPlace: new Int32Array(places),
    ownStart: new Int32Array(count + 1),
    // A question has at most as many own stems as places.
    ownWeight: new Float64Array(places),
    ownTotal: new Float64Array(count),
    byStem: [],
  };
  const { entryStart, entryStem, placeStart, ownPlace, ownStart } = layout;
  // Own stems by question, kept in `ownStem` until they are weighed.
  const ownStem = new Int32Array(places);
  let e = 0;
  let p = 0;
  let own = 0;
  const placeOf = (question: number, stem: number) => {
    for (let at = ownStart[question]; at < own; at++) if (ownStem[at] === stem) return at - ownStart[question];
    ownStem[own] = stem;
    return own++ - ownStart[question];
  };
  entriesOf.forEach((list, question) => {
    entryStart[question] = e;
    ownStart[question] = own;
    for (const entry of list) {
      placeStart[e] = p;
      if (typeof entry === "number") {
        entryStem[e] = entry;
        ownPlace[p++] = placeOf(question, entry);
      } else {
        entryStem[e] = entry[0];
        for (let k = 1; k < entry.length; k++) ownPlace[p++] = placeOf(question, entry[k]);
      }
      (layout.byStem[entryStem[e]] ??= []).push(question);
      e++;
    }
  });
  entryStart[count] = e;
  placeStart[e] = p;
  ownStart[count] = own;
  const counts = new Int32Array(stemCount);
  for (let at = 0; at < own; at++) counts[ownStem[at]]++;
  for (let question = 0; question < count; question++) {
    let total = 0;
    for (let at = ownStart[question]; at < ownStart[question + 1]; at++) {
      layout.ownWeight[at] = Math.log(1 + count / (counts[ownStem[at]] + 1));
      total += layout.ownWeight[at];
    }
    layout.ownTotal[question] = total;
  }
  return layout;
}
