// A diagram's source, readable before (or without) the diagram renderer.
export function Mermaid({ chart }: { chart: string }) {
  return (
    <figure className="mermaid-diagram" aria-label="Diagram">
      <pre className="mermaid-source">
        <code>{chart}</code>
      </pre>
    </figure>
  );
}
