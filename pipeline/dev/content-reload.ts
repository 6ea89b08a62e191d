// Dev only: reload the browser when a content build has written its outputs. The build writes the
// prerender manifest after the page data, the search index and the markdown, so its change means
// the build is done: one reload, not one per file written.
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { BUILD_MANIFEST_FILE } from "../../core/build-manifest.ts";

export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const manifest = resolve(server.config.root, BUILD_MANIFEST_FILE);
      server.watcher.add(manifest);
      server.watcher.on("change", (file) => {
        if (file === manifest) server.ws.send({ type: "full-reload" });
      });
    },
  };
}
