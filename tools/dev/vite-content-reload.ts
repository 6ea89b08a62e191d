// Dev only: reload the browser when the content watcher rewrites page data.
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { DATA_BASE } from "../../core/asset-paths.ts";

export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const dataDir = resolve(server.config.root, `public${DATA_BASE}`);
      server.watcher.add(dataDir);
      server.watcher.on("change", (file) => {
        if (file.startsWith(dataDir)) server.ws.send({ type: "full-reload" });
      });
    },
  };
}
