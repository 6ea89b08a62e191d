interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §7: no route prefetch on 2g connections or when the reader asked to save data. */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? "");
}

/** Whether this browser's connection allows prefetching (the server, which has no connection, says yes). */
export function prefetchAllowed(): boolean {
  if (typeof navigator === "undefined") return true;
  return shouldPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection);
}

/**
 * A Link's prefetch mode, read while rendering: "intent" and "none" render the same markup (only the
 * link's event handlers differ), so the server's HTML hydrates with either, and no effect has to
 * re-render every link after hydration.
 */
export function prefetchMode(): "intent" | "none" {
  return prefetchAllowed() ? "intent" : "none";
}
