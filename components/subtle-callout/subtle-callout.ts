// A quieter callout than an admonition: a dashed box with an optional title.
import { el, quote, textProp } from "../elements";
import type { ComponentFamily } from "../types";

export const subtleCallout = {
  SubtleCallout: {
    kind: "static",
    expand: (props, children) => {
      const title = textProp(props, "title");
      return el(
        "aside",
        { className: "subtle-callout", "aria-label": title ?? "Note" },
        ...(title ? [el("p", { className: "subtle-callout-title" }, title)] : []),
        ...children,
      );
    },
    markdown: (element, state) => [quote(textProp(element[1], "title") ?? "", state.flow(element))],
  },
} satisfies ComponentFamily;
