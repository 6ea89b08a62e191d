// The site's one copy button: code blocks, "Copy page", Ask AI's answers, the query builder and
// Try it. After a click it reads "Copied" or "Copy failed" for a moment; the live region says so.
import type { ReactNode } from "react";
import { useClipboard } from "./use-clipboard";

export interface CopyButtonProps {
  /** The text, or what makes it on click (reading the page, or fetching: a promise is fine). */
  text: string | (() => string | Promise<string>);
  /** What the button reads before a click. */
  children: ReactNode;
  /** Its accessible name before a click, where the visible "Copy" says too little. */
  label?: string;
  className: string;
  title?: string;
}

export const COPY_OUTCOME = { copied: "Copied", failed: "Copy failed" } as const;

export function CopyButton({ text, children, label, className, title }: CopyButtonProps) {
  const { state, copy } = useClipboard();
  return (
    <button
      type="button"
      className={className}
      title={title}
      aria-live="polite"
      aria-label={state === "idle" ? label : undefined}
      data-copy={state}
      onClick={() => copy(typeof text === "function" ? text() : text)}
    >
      {state === "idle" ? children : COPY_OUTCOME[state]}
    </button>
  );
}
