// The heading an admonition shows when its author gave no title (none for `strapi` and `callout`).
export const ADMONITION_HEADINGS: Readonly<Record<string, string | undefined>> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  caution: "Caution",
  warning: "Warning",
  danger: "Warning",
  prerequisites: "Prerequisites",
};
