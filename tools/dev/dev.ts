// `npm run dev`: the React Router dev server, with content recompiled file by file on save.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { buildContent } from "../../pipeline/cli/build-content";
import { contentDir } from "../../pipeline/cli/content-files";
import type { CompileCache } from "../../pipeline/site/types";

const cache: CompileCache = new Map();
await buildContent(cache);

let timer: NodeJS.Timeout | undefined;
watch(contentDir, { recursive: true }, (_event, file) => {
  if (!file || !/\.(mdx|ts|json)$/.test(file)) return;
  clearTimeout(timer);
  timer = setTimeout(() => void buildContent(cache), 100);
});

const server = spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
