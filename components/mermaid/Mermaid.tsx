// A diagram: its source stays readable until mermaid, loaded only near the viewport, draws it.
import { loadMermaidDiagram } from "../lazy/loaders";
import { useLazyModule } from "../lazy/use-lazy-module";
import "./mermaid.css";

export function Mermaid({ chart, title }: { chart: string; title?: string }) {
  const [ref, diagram] = useLazyModule<Awaited<ReturnType<typeof loadMermaidDiagram>>, HTMLElement>(loadMermaidDiagram);
  const source = (
    // Focusable: a long source scrolls, and keyboard users scroll it too.
    <pre className="mermaid-source" tabIndex={0}>
      <code>{chart}</code>
    </pre>
  );
  return (
    <figure ref={ref} className="mermaid-diagram">
      {diagram ? <diagram.MermaidDiagram chart={chart} title={title} source={source} /> : source}
      {title && <figcaption>{title}</figcaption>}
    </figure>
  );
}
