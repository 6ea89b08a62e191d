// `<Snippet name>`: the tree of content/snippets/{name}.mdx, inlined where it is used.
import { knownNames } from "../elements";
import type { ComponentFamily } from "../types";

export const snippet = {
  Snippet: {
    kind: "build",
    inputs: ["snippets"],
    build: ({ name }, _children, { snippets }) => {
      const tree = typeof name === "string" ? snippets?.get(name) : undefined;
      if (!tree) throw new Error(`unknown snippet "${String(name)}" (available: ${knownNames(snippets?.keys() ?? [])})`);
      return tree;
    },
  },
} satisfies ComponentFamily;
