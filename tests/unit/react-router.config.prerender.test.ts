// Prerendering (react-router.config.ts) asks the worker for every page during the build. React Router
// gives each request 10 s and fails the build past that: two builds on a loaded two-core machine
// failed on their first request (/_root.data). patches/@react-router+dev+7.18.4.patch makes the limit
// a hang guard; this checks the installed package carries it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, dirname } from "node:path";
import { expect, it } from "vitest";

it("a prerender request is given 10 minutes, not 10 s", () => {
  const devPackage = dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json"));
  const plugin = readFileSync(join(devPackage, "dist/vite.js"), "utf8");
  const defaults = /retryDelay = 500,\s*maxRedirects = 0,[^}]*?timeout = ([0-9e.]+)\s*\}/.exec(plugin);
  expect(Number(defaults?.[1])).toBe(600_000);
});
