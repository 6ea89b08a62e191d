import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentReload } from "./pipeline/vite-content-reload";

export default defineConfig({
  // SEARCH_APP_ID, SEARCH_API_KEY, SEARCH_INDEX switch search to a hosted index (app/search/config.ts).
  envPrefix: ["VITE_", "SEARCH_"],
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), contentReload()],
});
