// A project's files as an explorable tree (ProjectTree.tsx, loaded near the viewport). The outline
// is checked at build time; markdown lists it as nested bullets, `path`: what it is for.
import type { List, ListItem } from "mdast";
import { bulletList, textProp } from "../elements";
import type { ComponentFamily } from "../types";
import { parseProjectOutline, type OutlineEntry } from "./project-outline";

function outlineList(entries: OutlineEntry[]): List {
  return bulletList(
    entries.map((entry): ListItem => ({
      type: "listItem",
      spread: false,
      children: [
        {
          type: "paragraph",
          children: [
            { type: "inlineCode", value: entry.path },
            { type: "text", value: `: ${entry.description}` },
          ],
        },
        ...(entry.children?.length ? [outlineList(entry.children)] : []),
      ],
    })),
  );
}

export const projectStructure = {
  InteractiveProjectStructure: {
    kind: "rendered",
    build: (props, children, { element }) => {
      if (typeof props.tree !== "string") throw new Error("<InteractiveProjectStructure> needs a `tree` outline: tree={`config/ # ...`}");
      try {
        parseProjectOutline(props.tree);
      } catch (error) {
        throw new Error(`<InteractiveProjectStructure> tree, ${(error as Error).message}`);
      }
      return element("InteractiveProjectStructure", props, children);
    },
    markdown: (element) => [outlineList(parseProjectOutline(textProp(element[1], "tree") ?? ""))],
  },
} satisfies ComponentFamily;
