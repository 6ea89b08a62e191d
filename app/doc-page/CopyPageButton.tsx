// Copies the page's markdown twin to the clipboard. The markdown is fetched on click,
// so pages carry nothing for it but this button.
import { markdownUrl } from "../../core/markdown-twin";
import { CopyButton } from "../../ui/CopyButton";

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(markdownUrl(path));
  if (!response.ok) throw new Error(`markdown answered ${response.status}`);
  return response.text();
}

export function CopyPageButton({ path }: { path: string }) {
  return (
    <CopyButton className="copy-page" text={() => fetchMarkdown(path)} title="Copy this page as markdown">
      Copy page
    </CopyButton>
  );
}
