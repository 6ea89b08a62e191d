import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DiagramFailure } from "../../../../../components/mermaid/diagram/DiagramFailure";
import { diagramLabel } from "../../../../../components/mermaid/diagram/diagram-label";

describe("a diagram that cannot be drawn", () => {
  it("shows why and its source, as text", () => {
    const html = renderToStaticMarkup(
      <DiagramFailure error={"Parse error on line 2:\n<script>"} source={<pre className="mermaid-source">flowchart LR{"\n"}A --&gt;</pre>} />,
    );
    expect(html).toContain('data-state="error"');
    expect(html).toContain("This diagram could not be drawn. Its source is shown instead.");
    expect(html).toContain("Parse error on line 2:\n&lt;script&gt;");
    expect(html).toContain('<pre class="mermaid-source">flowchart LR\nA --&gt;</pre>');
  });
});

describe("diagram labels", () => {
  it("name the kind of diagram mermaid drew", () => {
    expect(diagramLabel("flowchart-v2")).toBe("Flowchart diagram");
    expect(diagramLabel("sequence")).toBe("Sequence diagram");
    expect(diagramLabel("stateDiagram")).toBe("State diagram");
    expect(diagramLabel("pie")).toBe("Diagram");
  });
});
