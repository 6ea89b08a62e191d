// `<Snippet name>`: the tree of content/snippets/{name}.mdx, inlined where it is used.
import { knownNames } from "../elements";
import type { ComponentFamily } from "../types";

/** The snippets an MDX source names, or undefined when one of its names is not written as plain text. */
export function snippetNames(source: string): string[] | undefined {
  const uses = source.match(/<Snippet\b[^>]*>/g) ?? [];
  const names = uses.map((use) => /\bname="([^"]*)"/.exec(use)?.[1]);
  return names.every((name) => name !== undefined) ? names : undefined;
}

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
