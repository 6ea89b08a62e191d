// Copies the page's markdown twin to the clipboard. The markdown is fetched on click,
// so pages carry nothing for it but this button.
import { markdownUrl } from "../../core/markdown-twin";
import { useClipboard } from "../lib/use-clipboard";

const LABELS = { idle: "Copy page", copied: "Copied", failed: "Copy failed" } as const;

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(markdownUrl(path));
  if (!response.ok) throw new Error(`markdown answered ${response.status}`);
  return response.text();
}

export function CopyPageButton({ path }: { path: string }) {
  const { state, copy } = useClipboard();
  return (
    <button type="button" className="copy-page" onClick={() => copy(fetchMarkdown(path))} title="Copy this page as markdown" aria-live="polite">
      {LABELS[state]}
    </button>
  );
}
