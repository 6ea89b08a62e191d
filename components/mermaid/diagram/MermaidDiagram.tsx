// Draws one diagram with mermaid, in the page's colour mode, again whenever the mode changes.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { DiagramFailure } from "./DiagramFailure";
import { diagramLabel } from "./diagram-label";
import { renderMermaid } from "./render-mermaid";
import { usePageColorMode } from "./use-page-color-mode";
import "./diagram.css";

type Drawing = { svg: string; label: string } | { error: string };

function isOnScreen(element: HTMLElement | null) {
  const box = element?.getBoundingClientRect();
  return !!box && box.bottom > 0 && box.top < window.innerHeight;
}

export function MermaidDiagram({ chart, title, source }: { chart: string; title?: string; source: ReactNode }) {
  const mode = usePageColorMode();
  const [drawing, setDrawing] = useState<Drawing>();
  const [reserved, setReserved] = useState<number>();
  const root = useRef<HTMLDivElement>(null);
  const drawnOnce = useRef(false);

  useEffect(() => {
    let current = true;
    renderMermaid(chart, mode).then(
      ({ svg, diagramType }) => {
        if (!current) return;
        // Swapping the source for the drawing in view keeps at least its height: nothing below jumps up.
        if (!drawnOnce.current && isOnScreen(root.current)) setReserved(root.current?.offsetHeight);
        drawnOnce.current = true;
        setDrawing({ svg, label: title ?? diagramLabel(diagramType) });
      },
      (error: unknown) => current && setDrawing({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => void (current = false);
  }, [chart, mode, title]);

  useLayoutEffect(() => {
    const svg = root.current?.querySelector("svg");
    if (svg && drawing && "label" in drawing && !svg.hasAttribute("aria-labelledby")) svg.setAttribute("aria-label", drawing.label);
  }, [drawing]);

  if (drawing && "error" in drawing) return <DiagramFailure error={drawing.error} source={source} />;
  return (
    <div ref={root} className="mermaid-render" data-state={drawing ? "drawn" : "drawing"} style={reserved ? { minHeight: reserved } : undefined}>
      {drawing ? <div className="mermaid-svg" tabIndex={0} dangerouslySetInnerHTML={{ __html: drawing.svg }} /> : source}
    </div>
  );
}
