import { useSyncExternalStore } from "react";
import type { ColorMode } from "../../../ui/color-mode";

// Follows the contract of ui/color-mode.ts (html[data-theme] and the `colormodechange`
// event) without importing it: a runtime import from this lazy chunk would split that module,
// which the root route also uses, into a chunk of its own fetched by every page.
const read = (): ColorMode => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

function subscribe(onChange: () => void) {
  window.addEventListener("colormodechange", onChange);
  return () => window.removeEventListener("colormodechange", onChange);
}

/** The colour mode the page shows now, for components that render in the browser only. */
export function usePageColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, read, read);
}
