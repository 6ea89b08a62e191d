import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentReload } from "./tools/dev/vite-content-reload.ts";

/**
 * What every page renders (frame, navbar, sidebar, storage, prefetching): app/shell/ and app/lib/,
 * with the core modules they import. A group takes its modules' imports too, so what only doc
 * pages render lives in app/doc-page/ and components/, and what loads on demand in app/panels/: those
 * stay in their own chunks by folder, and a file moved between folders changes its bundle on purpose.
 */
const SHELL = /\/app\/(shell|lib)\//;

export default defineConfig(({ isPreview }) => ({
  // SEARCH_APP_ID, SEARCH_API_KEY, SEARCH_INDEX switch search to a hosted index (core/search-config.ts);
  // INTEGRATION_* turn on third-party scripts (workers/integrations.ts).
  envPrefix: ["VITE_", "SEARCH_", "INTEGRATION_"],
  server: {
    // The prerender runs in a preview server, and React Router's route compiler starts a dev server
    // inside it with this watch setting: watching there re-read build/ for every page written, which
    // made prerendering quadratic (3,000 pages: 9 minutes instead of 1.5). Nothing needs watching
    // in a preview; in development, the outputs and the lab are not sources.
    watch: isPreview ? null : { ignored: ["**/build/**", "**/lab/**", "**/test-results/**"] },
  },
  environments: {
    client: {
      build: {
        // Only mermaid's lazily loaded layout chunks pass 500 kB, and pages never load the largest (ELK).
        chunkSizeWarningLimit: 1600,
        rolldownOptions: {
          output: {
            // A few larger chunks compress better than many small ones: what every page needs before
            // interaction goes into two shared chunks (framework, site shell) beside each route's own.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules\/(react|react-dom|react-router|scheduler)\//, priority: 3 },
                { name: "shell", test: SHELL, priority: 2 },
              ],
            },
          },
        },
      },
    },
  },
  // Remote bindings off: Workers AI (the `AI` binding) has no local simulator, and the build and the
  // dev server must run offline; the worker then answers Ask AI from the docs alone.
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }), reactRouter(), contentReload()],
}));
