// The copy buttons of code blocks (CodeBlock.tsx writes them): one delegated listener on the
// article. The button reads "Copied" or "Copy failed" for a moment, as ui/CopyButton.tsx does.
import { COPY_OUTCOME } from "../../ui/CopyButton";
import { FEEDBACK_MS, writeClipboard } from "../../ui/use-clipboard";
import { COPY_LABEL, COPY_TEXT } from "./copy-button";

function say(button: HTMLButtonElement, state: "idle" | keyof typeof COPY_OUTCOME): void {
  button.dataset.copy = state;
  button.textContent = state === "idle" ? COPY_TEXT : COPY_OUTCOME[state];
  if (state === "idle") button.setAttribute("aria-label", COPY_LABEL);
  else button.removeAttribute("aria-label");
}

/** Wires the copy buttons under `root`; returns what undoes it. */
export function enhanceCodeBlocks(root: HTMLElement): () => void {
  const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(".code-block-copy");
    const code = button?.parentElement?.querySelector("code");
    if (!button || !code) return;
    const show = (outcome: keyof typeof COPY_OUTCOME) => {
      say(button, outcome);
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => say(button, "idle"), FEEDBACK_MS),
      );
    };
    writeClipboard(code.innerText.replace(/\n$/, "")).then(
      () => show("copied"),
      () => show("failed"),
    );
  };
  root.addEventListener("click", onClick);
  // A pending reset only rewrites a button the next article has replaced: it is left to run.
  return () => root.removeEventListener("click", onClick);
}
