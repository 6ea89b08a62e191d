// Heavy blocks load when they come within LOAD_MARGIN of the viewport, so they are usually ready
// when they scroll in. If a chunk cannot be fetched the readable stand-in simply stays.
import { loadBlocks } from "./loaders";

const LOAD_MARGIN = "600px 0px";

/**
 * Watches the lazy blocks under `root`; returns what stops watching and unmounts the drawn ones.
 * Each block's props are read at once: a broken one throws here, in the page's render cycle (the
 * doc route's error boundary shows it), not later in a chunk's promise.
 */
export function enhanceLazyBlocks(root: HTMLElement): () => void {
  const places = new Map(
    [...root.querySelectorAll<HTMLElement>("[data-lazy-block]")].map((place) => [place, JSON.parse(place.dataset.props ?? "null") as unknown]),
  );
  if (!places.size) return () => undefined;
  let active = true;
  const unmounts: (() => void)[] = [];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        loadBlocks()
          .then(({ mountBlock }) => (active ? mountBlock(entry.target as HTMLElement, places.get(entry.target as HTMLElement)) : undefined))
          .then(
            (unmount) => unmount && (active ? unmounts.push(unmount) : unmount()),
            () => undefined,
          );
      }
    },
    { rootMargin: LOAD_MARGIN },
  );
  for (const place of places.keys()) observer.observe(place);
  return () => {
    active = false;
    observer.disconnect();
    for (const unmount of unmounts) unmount();
  };
}
