/** A diagram's source as text: the stand-in until it is drawn, and what a failed drawing shows. */
export function MermaidSource({ chart }: { chart: string }) {
  return (
    // Focusable: a long source scrolls, and keyboard users scroll it too.
    <pre className="mermaid-source" tabIndex={0}>
      <code>{chart}</code>
    </pre>
  );
}
