import { readFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "./core/build-manifest";

export default {
  ssr: true,
  // Client navigation never asks the worker for a route manifest.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    // Left off: with it the server expects the home page's data at /_.data, but prerendering through
    // the preview server (below) still asks for /_root.data, so the build fails (@react-router/dev 7.18.4).
    v8_trailingSlashAwareDataRequests: false,
    v8_viteEnvironmentApi: true,
    // Prerender through the worker so loaders get the ASSETS binding (app/loaders/edge-context.server.ts).
    unstable_previewServerPrerendering: true,
  },
  prerender: {
    // Four pages in flight keep Node and the worker busy at once: a shorter build than one page at a time,
    // with byte-identical files (bench/results.md, session 16).
    concurrency: 4,
    async paths() {
      const manifest = JSON.parse(readFileSync(BUILD_MANIFEST_FILE, "utf8")) as BuildManifest;
      return manifest.routes;
    },
  },
} satisfies Config;
