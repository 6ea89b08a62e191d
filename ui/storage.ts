// The one door to browser storage: namespaced keys, localStorage by default, and a
// silent in-memory fallback where storage is missing or throws (private modes, quotas).
// Never touched during server rendering.
const PREFIX = "strapi-docs:";
const memory = new Map<string, string>();

/** "local" persists; "session" lasts for the tab (used for one-off guards). */
export type StorageKind = "local" | "session";

function backend(kind: StorageKind): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Session-storage note of a client navigation in progress (app/progress-bar/ProgressBar.tsx, read by the bootstrap script). */
export const PENDING_NAVIGATION = "pending-navigation";

export function storageKey(name: string): string {
  return PREFIX + name;
}

/** Session-storage key of the scroll positions React Router keeps per history entry (app/root.tsx; read by the bootstrap script). */
export const SCROLL_POSITIONS_KEY = storageKey("scroll-positions");

export function readStorage(name: string, kind: StorageKind = "local"): string | null {
  if (typeof window === "undefined") throw new Error(`Storage "${name}" read during server rendering`);
  const key = storageKey(name);
  try {
    return backend(kind)?.getItem(key) ?? memory.get(key) ?? null;
  } catch (error) {
    console.error(`Could not read "${key}" from storage`, error);
    return memory.get(key) ?? null;
  }
}

export function writeStorage(name: string, value: string | null, kind: StorageKind = "local"): void {
  if (typeof window === "undefined") throw new Error(`Storage "${name}" written during server rendering`);
  const key = storageKey(name);
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    const store = backend(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch (error) {
    console.error(`Could not write "${key}" to storage`, error);
  }
}

/** Calls back when another tab changes this entry. */
export function onStorageChange(name: string, callback: (value: string | null) => void): () => void {
  const key = storageKey(name);
  const listener = (event: StorageEvent) => {
    if (event.key === key) callback(event.newValue);
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
