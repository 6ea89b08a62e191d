// Diagrams: a `mermaid` fence (see code-block/rehype-code.ts) becomes <Mermaid chart title>, drawn in
// the browser once it nears the viewport (Mermaid.tsx); markdown keeps the fence.
import { textProp } from "../elements";
import type { ComponentFamily } from "../types";

export const mermaid = {
  Mermaid: {
    kind: "rendered",
    search: false,
    markdown: (element) => [{ type: "code", lang: "mermaid", value: textProp(element[1], "chart") ?? "" }],
  },
} satisfies ComponentFamily;
