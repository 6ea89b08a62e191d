// A diagram: its source stays readable until mermaid, loaded only near the viewport, draws it.
import { LazyBlock } from "../lazy/LazyBlock";
import { MermaidSource } from "./MermaidSource";
import "./mermaid.css";

export function Mermaid({ chart, title }: { chart: string; title?: string }) {
  return (
    <LazyBlock as="figure" name="diagram" props={{ chart, title }} className="mermaid-diagram">
      <MermaidSource chart={chart} />
      {title && <figcaption>{title}</figcaption>}
    </LazyBlock>
  );
}
