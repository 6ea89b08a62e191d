// Tabs: drawn in the browser (Tabs.tsx); in markdown each tab is a section under its bold label.
import { labelLine, textProp } from "../elements";
import type { ComponentFamily } from "../types";

export const tabs = {
  Tabs: { kind: "rendered" },
  TabItem: {
    kind: "rendered",
    markdown: (element, state) => [labelLine(textProp(element[1], "label") ?? textProp(element[1], "value") ?? ""), ...state.flow(element)],
  },
} satisfies ComponentFamily;
