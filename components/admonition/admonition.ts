// Admonitions: `:::tip Title` blocks (remark-admonitions.ts turns them into <Admonition type title>),
// an aside on the page, a quote headed by kind and title in markdown.
import remarkDirective from "remark-directive";
import { el, quote, textProp } from "../elements";
import type { ComponentFamily, ComponentSyntax } from "../types";
import remarkAdmonitions, { normaliseAdmonitionTitles } from "./remark-admonitions";

/** The heading an admonition shows when its author gave no title (none for `strapi` and `callout`). */
const HEADINGS: Readonly<Record<string, string | undefined>> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  caution: "Caution",
  warning: "Warning",
  danger: "Warning",
  prerequisites: "Prerequisites",
};

export const admonitionSyntax: ComponentSyntax = { source: normaliseAdmonitionTitles, remarkPlugins: [remarkDirective, remarkAdmonitions] };

export const admonition = {
  Admonition: {
    kind: "static",
    expand: (props, children) => {
      const type = textProp(props, "type") ?? "note";
      const heading = textProp(props, "title") ?? HEADINGS[type];
      return el(
        "aside",
        { className: `admonition admonition-${type}`, "aria-label": heading ?? type },
        ...(heading ? [el("p", { className: "admonition-title" }, heading)] : []),
        el("div", { className: "admonition-body" }, ...children),
      );
    },
    markdown: (element, state) => {
      const label = [HEADINGS[textProp(element[1], "type") ?? ""], textProp(element[1], "title")].filter(Boolean).join(": ");
      return [quote(label, state.flow(element))];
    },
  },
} satisfies ComponentFamily;
