// Line icons drawn as SVG rather than as text glyphs: a glyph such as ☰ or ☾ asks the browser for a face at one
// more size (or a fallback face) during the first layout, and looks different on every system.
const paths = {
  menu: "M3 5h14M3 10h14M3 15h14",
  close: "M5 5l10 10M15 5 5 15",
  chevron: "M7.5 4.5 13 10l-5.5 5.5",
  moon: "M16.5 12.6A7 7 0 0 1 7.4 3.5a7 7 0 1 0 9.1 9.1Z",
  sun: "M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4M13.5 10a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0Z",
  search: "M14.4 14.4 19 19m-2-10A8 8 0 1 1 1 9a8 8 0 0 1 16 0Z",
} as const;

export type IconName = keyof typeof paths;

/** A decorative icon in the current text colour; the control around it carries the accessible name. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
