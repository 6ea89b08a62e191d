import { useEffect, useRef, useState } from "react";

/** How far outside the viewport a block starts loading, so it is usually ready when it scrolls in. */
const LOAD_MARGIN = "600px 0px";

/**
 * Loads a block's code once its element comes near the viewport, and returns the module
 * (undefined until then). If the chunk cannot be fetched the readable fallback simply stays.
 */
export function useLazyModule<T, E extends HTMLElement = HTMLDivElement>(load: () => Promise<T>) {
  const ref = useRef<E>(null);
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load().then(
          (module) => active && setLoaded(() => module),
          () => undefined,
        );
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [load]);
  return [ref, loaded] as const;
}
