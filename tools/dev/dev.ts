// `npm run dev`: the React Router dev server, with the content built again on each save (only what a
// save changed compiles again) and the browser reloaded once a build has written its outputs.
import { spawn } from "node:child_process";
import { watch } from "chokidar";
import { buildContent } from "../../pipeline/cli/build-content";
import { contentDir } from "../../pipeline/cli/content-files";
import type { CompileCache } from "../../pipeline/site/types";

const cache: CompileCache = new Map();
await buildContent(cache);

// One build at a time, sharing the compile cache: saves during a build start one more when it ends.
let building: Promise<unknown> | undefined;
let again = false;
function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = buildContent(cache).finally(() => {
    building = undefined;
    if (again) {
      again = false;
      rebuild();
    }
  });
}

let timer: NodeJS.Timeout | undefined;
// chokidar rather than fs.watch: Node's recursive fs.watch on Linux stops reporting a file once an
// editor saves it by renaming a new copy over it.
watch(contentDir, { ignoreInitial: true }).on("all", (_event, file) => {
  if (!/\.(mdx|ts|json)$/.test(file)) return;
  clearTimeout(timer);
  timer = setTimeout(rebuild, 100);
});

const server = spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
