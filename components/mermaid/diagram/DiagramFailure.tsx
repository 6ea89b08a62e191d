import type { ReactNode } from "react";

/** What a reader sees when a diagram cannot be drawn: why, and its source. */
export function DiagramFailure({ error, source }: { error: string; source: ReactNode }) {
  return (
    <div className="mermaid-failure" data-state="error">
      <p className="mermaid-error-title">This diagram could not be drawn. Its source is shown instead.</p>
      <pre className="mermaid-error">{error}</pre>
      {source}
    </div>
  );
}
