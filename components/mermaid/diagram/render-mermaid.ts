import mermaid from "mermaid";
import type { ColorMode } from "../../../ui/color-mode";

// mermaid's configuration is global, so renders run one at a time, each with its own theme.
let queue: Promise<unknown> = Promise.resolve();
let renders = 0;

export function renderMermaid(chart: string, mode: ColorMode) {
  // Each SVG scopes its styles to its id: ids must never repeat on a page.
  const id = `mermaid-svg-${++renders}`;
  const job = queue.then(() => {
    mermaid.initialize({
      startOnLoad: false,
      theme: mode === "dark" ? "dark" : "default",
      // The default (ELK) layout would fetch a further 466 kB chunk.
      layout: "dagre",
      securityLevel: "strict",
      // Errors are shown by DiagramFailure, not as mermaid's own error drawing.
      suppressErrorRendering: true,
    });
    return mermaid.render(id, chart);
  });
  queue = job.catch(() => undefined);
  return job;
}
