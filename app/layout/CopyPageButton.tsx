// Copies the page's markdown twin to the clipboard. The markdown is fetched on click,
// so pages carry nothing for it but this button.
import { useState } from "react";
import { markdownUrl } from "../content/markdown-twin";

const LABELS = { idle: "Copy page", copied: "Copied", failed: "Copy failed" } as const;

async function copyMarkdown(path: string) {
  const text = fetch(markdownUrl(path)).then((response) => {
    if (!response.ok) throw new Error(`markdown answered ${response.status}`);
    return response.text();
  });
  // A ClipboardItem made during the click may wait for its data: Safari refuses a write after an await.
  if (typeof ClipboardItem === "function") {
    await navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((markdown) => new Blob([markdown], { type: "text/plain" })) })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export function CopyPageButton({ path }: { path: string }) {
  const [state, setState] = useState<keyof typeof LABELS>("idle");
  const copy = () => {
    copyMarkdown(path).then(
      () => setState("copied"),
      () => setState("failed"),
    );
    setTimeout(() => setState("idle"), 2000);
  };
  return (
    <button type="button" className="copy-page" onClick={copy} title="Copy this page as markdown" aria-live="polite">
      {LABELS[state]}
    </button>
  );
}
