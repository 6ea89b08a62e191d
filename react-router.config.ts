import { readFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import type { BuildManifest } from "./pipeline/outputs";

export default {
  ssr: true,
  // Client navigation never asks the worker for a route manifest.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_viteEnvironmentApi: true,
    // Prerender through the worker so loaders get `context.cloudflare` and its ASSETS binding.
    unstable_previewServerPrerendering: true,
  },
  async prerender() {
    const manifest = JSON.parse(readFileSync(".generated/manifest.json", "utf8")) as BuildManifest;
    return manifest.routes;
  },
} satisfies Config;
