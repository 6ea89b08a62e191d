import { useEffect, useState } from "react";
import { onStorageChange, writeStorage } from "./storage";

export type ColorMode = "light" | "dark";

function apply(mode: ColorMode) {
  document.documentElement.dataset.theme = mode;
  window.dispatchEvent(new CustomEvent("colormodechange", { detail: mode }));
}

/** The colour mode (light by default), persisted and kept in step across tabs. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const [mode, setMode] = useState<ColorMode>("light");
  useEffect(() => {
    setMode(document.documentElement.dataset.theme === "dark" ? "dark" : "light");
    const onChange = (event: Event) => setMode((event as CustomEvent<ColorMode>).detail);
    window.addEventListener("colormodechange", onChange);
    const off = onStorageChange("theme", (value) => apply(value === "dark" ? "dark" : "light"));
    return () => {
      window.removeEventListener("colormodechange", onChange);
      off();
    };
  }, []);
  return [
    mode,
    (next) => {
      writeStorage("theme", next);
      apply(next);
    },
  ];
}
