// Click-to-zoom on content images. medium-zoom does what the spec asks out of the box
// (closes on click, Escape, resize, or a scroll of more than 40 px checked 150 ms later;
// 0.3 s transition); it loads only on pages that have images, 1 s after each page shows.
import { useEffect } from "react";
import { useLocation } from "react-router";

const IMAGES = ".markdown img:not(a img)";
const ATTACH_DELAY_MS = 1000;

export function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const images = document.querySelectorAll<HTMLImageElement>(IMAGES);
      if (!images.length) return;
      const { default: mediumZoom } = await import("./zoom.lazy");
      if (cancelled) return;
      // The overlay colour follows the colour mode through a CSS variable.
      const zoom = mediumZoom(images, { margin: 0, scrollOffset: 40, background: "var(--zoom-overlay)" });
      detach = () => zoom.detach();
    }, ATTACH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname]);
  return null;
}
