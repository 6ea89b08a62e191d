import { useCallback, useEffect, useRef, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/** How long a button says "Copied" (or that it failed) before it reads as before. */
export const FEEDBACK_MS = 1500;

export async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text === "string") return navigator.clipboard.writeText(text);
  // A ClipboardItem made during the click may wait for its data: Safari refuses a write after an await.
  if (typeof ClipboardItem === "function") {
    return navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((value) => new Blob([value], { type: "text/plain" })) })]);
  }
  return navigator.clipboard.writeText(await text);
}

/**
 * Copy buttons: `copy` writes the text (or the text a promise will give, fetched on click) to the
 * clipboard; `state` says how it went for a moment, then is "idle" again.
 */
export function useClipboard(): { state: CopyState; copy: (text: string | Promise<string>) => void } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback((text: string | Promise<string>) => {
    const show = (result: CopyState) => {
      setState(result);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState("idle"), FEEDBACK_MS);
    };
    writeClipboard(text).then(
      () => show("copied"),
      () => show("failed"),
    );
  }, []);
  return { state, copy };
}
