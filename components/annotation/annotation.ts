// A term with its explanation in a tooltip: `term` names a glossary entry, whose definition the build
// inlines (so no glossary ships to the browser), or `tip` gives the text. Markdown keeps the words
// alone: the definition would break the sentence.
import { knownNames } from "../elements";
import type { ComponentFamily } from "../types";

export const annotation = {
  Annotation: {
    kind: "rendered",
    inputs: ["glossary"],
    build: (props, children, { element, glossary }) => {
      const { term, tip } = props;
      if ((term === undefined) === (tip === undefined)) throw new Error("<Annotation> needs either `term` (a glossary entry) or `tip` (its own text)");
      if (tip !== undefined) {
        if (typeof tip !== "string" || !tip.trim()) throw new Error("<Annotation tip> must be non-empty text");
        if (!children.length) throw new Error("<Annotation tip> needs the words it explains between its tags");
        return element("Annotation", { tip }, children);
      }
      const definition = typeof term === "string" ? glossary?.[term] : undefined;
      if (definition === undefined)
        throw new Error(`unknown glossary term "${String(term)}" in <Annotation> (content/glossary.ts has: ${knownNames(Object.keys(glossary ?? {}))})`);
      return element("Annotation", { tip: definition }, children.length ? children : [term as string]);
    },
  },
} satisfies ComponentFamily;
