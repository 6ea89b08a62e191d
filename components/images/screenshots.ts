// Screenshots of the admin panel, taken from the product lab by `npm run lab:screenshots`
// (lab/screenshots/): one WebP per colour mode under public/img/screenshots/, and a manifest
// with each one's size. `<Screenshot id alt />` in a page becomes the light/dark image pair.

export const SCREENSHOTS_DIR = "/img/screenshots";
/** The manifest, relative to the public folder. */
export const SCREENSHOT_MANIFEST = "img/screenshots/manifest.json";

export type ScreenshotTheme = "light" | "dark";

export interface ScreenshotEntry {
  /** CSS pixels: the image is twice as large (shot at device scale factor 2). */
  width: number;
  height: number;
  /** File sizes in bytes. */
  bytes: Record<ScreenshotTheme, number>;
}

export interface ScreenshotManifest {
  strapi?: string;
  screenshots: Record<string, ScreenshotEntry>;
}

export const screenshotSrc = (id: string, theme: ScreenshotTheme) => `${SCREENSHOTS_DIR}/${id}-${theme}.webp`;
