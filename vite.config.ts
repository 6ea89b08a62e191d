import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentReload } from "./pipeline/vite-content-reload.ts";

/** What every page renders: layout, navbar, footer, storage, prefetching. */
const SHELL = /\/app\/((layout|lib|content)\/|site-config\.ts|search\/config\.ts)/;
/** Modules only lazily loaded blocks import: they stay in those blocks' chunks. */
const LAZY_ONLY = /\/app\/(mdx\/(SiteStatus\.tsx|lazy\/blocks\.ts)|layout\/(MobileMenuPanel|NotFound)\.tsx|lib\/query-string\.ts|content\/project-outline\.ts)$/;

/** What only doc pages render (page frame, TOC): it stays in the doc route's chunk. */
const DOC_PAGE_ONLY = /\/app\/(layout\/(DocPage|TableOfContents|CopyPageButton)\.tsx|content\/(tree|markdown-twin)\.ts)$/;

export default defineConfig({
  // SEARCH_APP_ID, SEARCH_API_KEY, SEARCH_INDEX switch search to a hosted index (core/search-config.ts);
  // INTEGRATION_* turn on third-party scripts (workers/integrations.ts).
  envPrefix: ["VITE_", "SEARCH_", "INTEGRATION_"],
  server: {
    // React Router's route compiler runs a watching dev server inside the prerender's preview server:
    // watching build/ while thousands of pages are written there re-read each growing folder per new
    // file, which made prerendering quadratic (a 3,000-page site took 9 minutes instead of 3).
    watch: { ignored: ["**/build/**", "**/lab/**", "**/test-results/**"] },
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
                // A group also takes what its modules import, hence the exclusions.
                { name: "shell", test: (id) => SHELL.test(id) && !DOC_PAGE_ONLY.test(id) && !LAZY_ONLY.test(id), priority: 2 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), contentReload()],
});
