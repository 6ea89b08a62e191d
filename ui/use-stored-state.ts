import { useCallback, useEffect, useState } from "react";
import { onStorageChange, readStorage, writeStorage } from "./storage";

/**
 * State persisted in browser storage under `name`, shared with every component
 * (and tab) using the same name. Renders `initial` on the server and first paint.
 */
export function useStoredState(name: string, initial: string): [string, (value: string) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    setValue(readStorage(name) ?? initial);
    const local = (event: Event) => setValue((event as CustomEvent<string>).detail);
    window.addEventListener(`stored:${name}`, local);
    const remote = onStorageChange(name, (next) => setValue(next ?? initial));
    return () => {
      window.removeEventListener(`stored:${name}`, local);
      remote();
    };
  }, [name, initial]);
  const update = useCallback(
    (next: string) => {
      writeStorage(name, next);
      window.dispatchEvent(new CustomEvent(`stored:${name}`, { detail: next }));
    },
    [name],
  );
  return [value, update];
}
