import { useClipboard } from "../../../app/lib/use-clipboard";

const STATES = { idle: "", copied: "Copied", failed: "Copy failed" } as const;

/** A button that copies `text`; its label says when it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { state, copy } = useClipboard();
  return (
    <button type="button" className="try-it-secondary" onClick={() => copy(text)} aria-live="polite">
      {STATES[state] || label}
    </button>
  );
}
