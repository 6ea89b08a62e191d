// A term with its explanation in a tooltip, shown on hover and on keyboard focus (Escape hides it).
import { useId, useState, type ReactNode } from "react";
import "./annotation.css";

export function Annotation({ tip, children }: { tip: string; children?: ReactNode }) {
  const id = useId();
  const [hidden, setHidden] = useState(false);
  return (
    <span className="annotation" data-hidden={hidden || undefined} onMouseLeave={() => setHidden(false)}>
      <span
        className="annotation-term"
        tabIndex={0}
        aria-describedby={id}
        onKeyDown={(event) => event.key === "Escape" && setHidden(true)}
        onBlur={() => setHidden(false)}
      >
        {children}
      </span>
      <span className="annotation-tip" role="tooltip" id={id}>
        {tip}
      </span>
    </span>
  );
}
