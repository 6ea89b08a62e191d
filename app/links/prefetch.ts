import { useEffect, useState } from "react";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §7: no route prefetch on 2g connections or when the reader asked to save data. */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? "");
}

/** Whether this browser's connection allows prefetching (read in the browser only). */
export function prefetchAllowed(): boolean {
  return shouldPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection);
}

export function usePrefetchMode(): "intent" | "none" {
  const [mode, setMode] = useState<"intent" | "none">("none");
  useEffect(() => setMode(prefetchAllowed() ? "intent" : "none"), []);
  return mode;
}
