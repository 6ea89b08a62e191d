import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { contentReload } from "./pipeline/dev/content-reload.ts";

/**
 * The shell chunk: what every page renders before interaction (the root route, the frame, the navbar's
 * buttons, the progress bar, image zoom, the error boundary, the head, the browser helpers of ui/). By file
 * name, not by folder: a module of app/ or ui/ is in it unless it is a route module or what only the
 * doc route renders (app/routes/, doc-page/, mdx/), or its name says `.lazy`: loaded on demand (a
 * feature's panel, or the dialog frame only panels use), with what only it imports.
 */
const SHELL = /\/(app\/(?!routes\/|doc-page\/|mdx\/|entry\.server)|ui\/)[^?]*(?<!\.lazy)\.tsx?$/;

/**
 * V8's explicit compile hint: a file whose first line is this comment is compiled whole while it
 * streams in, off the main thread. Without it, each function compiles on the main thread when first
 * called, and hydration calls most of the code that every page loads (React, the router, the shell,
 * the route): that compiling made the longest tasks after the first paint. Lazy chunks stay compiled
 * on demand: most of their code never runs on a given page.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const loadsWithThePage = (chunk: Pick<Rolldown.OutputChunk, "name" | "isEntry">) => chunk.isEntry || chunk.name === "framework" || chunk.name === "shell";

/**
 * Writes the hint last, when nothing else (Vite's preload map, minification) can come before it. The
 * file names' hashes are computed before this, so they stay the same: the comment changes what V8
 * does when, not what the code does.
 */
const compileHint = (): Plugin => ({
  name: "compile-hint",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle: {
    order: "post",
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && loadsWithThePage(chunk)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  },
});

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
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false, inspectorPort: false }), reactRouter(), contentReload(), compileHint()],
}));
