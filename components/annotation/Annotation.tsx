// A term with its explanation in a tooltip, shown on hover and on keyboard focus by CSS; Escape
// hides it (enhance-annotations.ts).
import { useId, type ReactNode } from "react";
import "./annotation.css";

export function Annotation({ tip, children }: { tip: string; children?: ReactNode }) {
  const id = useId();
  return (
    <span className="annotation">
      <span className="annotation-term" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span className="annotation-tip" role="tooltip" id={id}>
        {tip}
      </span>
    </span>
  );
}
