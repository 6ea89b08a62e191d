// A link or button that takes focus inside a block that scrolls sideways (a table wider than the
// screen) comes fully into view. Chromium scrolls a focused element into view only when none of it
// shows, so a keyboard reader could land on a link cut off at the block's edge.

const SCROLLS = new Set(["auto", "scroll"]);

/** The nearest ancestor of `element`, up to `root`, that scrolls sideways and cuts it off. */
function clippingScroller(element: Element, root: HTMLElement): Element | undefined {
  const box = element.getBoundingClientRect();
  for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
    if (parent.scrollWidth <= parent.clientWidth || !SCROLLS.has(getComputedStyle(parent).overflowX)) continue;
    const view = parent.getBoundingClientRect();
    const left = view.left + parent.clientLeft;
    if (box.left < left || box.right > left + parent.clientWidth) return parent;
  }
  return undefined;
}

/** Wires the article under `root`; returns what undoes it. */
export function revealFocusInScrollers(root: HTMLElement): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof Element && clippingScroller(target, root)) target.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  root.addEventListener("focusin", onFocusIn);
  return () => root.removeEventListener("focusin", onFocusIn);
}
