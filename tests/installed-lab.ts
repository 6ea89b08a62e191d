// The product lab a test may start: this checkout's lab/ when it is installed, or the lab/ that
// STRAPI_LAB_DIR names (another checkout's, with its node_modules). CI has none. A lab whose native
// database driver was built for another Node is left alone: starting it would rebuild the driver
// (lab/scripts/lab.mjs), under another checkout's feet.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

type LabModule = typeof import("../lab/scripts/lab.mjs");

export type InstalledLab = { dir: string; lab: LabModule } | { skip: string };

export async function installedLab(): Promise<InstalledLab> {
  const dir = resolve(process.env.STRAPI_LAB_DIR ?? join(import.meta.dirname, "../lab"));
  if (!existsSync(join(dir, "node_modules", "@strapi", "strapi", "package.json")))
    return { skip: `no installed lab in ${dir}: run \`npm run lab:start\` once, or set STRAPI_LAB_DIR to an installed lab/ (CI has no lab)` };
  const probe = spawnSync(process.execPath, ["-e", "require('better-sqlite3')(':memory:').close()"], { cwd: dir, encoding: "utf8" });
  if (probe.status !== 0)
    return {
      skip: `the lab in ${dir} was built for another Node than ${process.version}: run the tests through npm (npm run test:e2e), which uses the project's Node`,
    };
  return { dir, lab: (await import(pathToFileURL(join(dir, "scripts", "lab.mjs")).href)) as LabModule };
}
