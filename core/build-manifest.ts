// The prerender manifest: the routes the content build wrote. React Router's prerender
// (react-router.config.ts), the dev server's reload, the benches and the e2e sweep read it.

/** Where the content build writes it, from the repository's root. */
export const BUILD_MANIFEST_FILE = ".generated/manifest.json";

export interface BuildManifest {
  builtAt: string;
  version: string;
  routes: string[];
  pageCount: number;
  tagCount: number;
}
