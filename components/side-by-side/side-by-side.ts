// Two columns side by side on wide screens, one above the other on narrow ones; plain content in markdown.
import { el } from "../elements";
import type { ComponentFamily } from "../types";

export const sideBySide = {
  SideBySideContainer: { kind: "static", expand: (_props, children) => el("div", { className: "side-by-side" }, ...children) },
  SideBySideColumn: { kind: "static", expand: (_props, children) => el("div", { className: "side-by-side-column" }, ...children) },
} satisfies ComponentFamily;
