import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentReload } from "./pipeline/dev/content-reload.ts";

/**
 * The shell chunk: what every page renders before interaction (the root route, the frame, the navbar's
 * buttons, the progress bar, image zoom, the error boundary, the head, the browser helpers of ui/). By file
 * name, not by folder: a module of app/ or ui/ is in it unless it is a route module or what only the
 * doc route renders (app/routes/, doc-page/, mdx/), or its name says `.lazy`: loaded on demand (a
 * feature's panel, or the dialog frame only panels use), with what only it imports.
 */
const SHELL = /\/(app\/(?!routes\/|doc-page\/|mdx\/|entry\.server)|ui\/)[^?]*(?<!\.lazy)\.tsx?$/;

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
  // dev server must run offline; the worker then answers Ask AI from the docs alone. No debugger:
  // two builds (or a build and a dev server) at once raced for its port, 9229, and one failed.
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false, inspectorPort: false }), reactRouter(), contentReload()],
}));
