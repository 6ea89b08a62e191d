// Escape hides an annotation's tooltip until the pointer leaves the term or focus moves on
// (Annotation.tsx writes the markup; CSS shows the tip on hover and focus).

/** Wires the annotations under `root`; returns what undoes it. */
export function enhanceAnnotations(root: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const annotation = (event.target as Element).closest<HTMLElement>(".annotation-term")?.parentElement;
    if (annotation) annotation.dataset.hidden = "true";
  };
  // Leaving the annotation, by pointer or focus, lets the tip show again next time.
  const reset = (event: MouseEvent | FocusEvent) => {
    const annotation = (event.target as Element).closest<HTMLElement>(".annotation");
    if (annotation && !annotation.contains(event.relatedTarget as Node | null)) delete annotation.dataset.hidden;
  };
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("mouseout", reset);
  root.addEventListener("focusout", reset);
  return () => {
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("mouseout", reset);
    root.removeEventListener("focusout", reset);
  };
}
