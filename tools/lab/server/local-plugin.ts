// Local plugins in the scratch projects: a page that writes files of `src/plugins/<name>/` (a plugin made
// with the Plugin SDK, whose sources use ES modules) runs with that plugin assembled and enabled. The
// harness stands in for the SDK's build: it starts from what `init` generates for the server half
// (fixture/plugin/), compiles every source to CommonJS in place, writes the folder indexes
// (`server/src/services/index.js`, …) that the page leaves out, a package.json whose `strapi-server`
// export is `server/src/index.js`, and declares the plugin in config/plugins.js with `resolve` unless
// the job writes its own config/plugins file.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { toCommonJs } from "./compile-block";

const SKELETON = join(import.meta.dirname, "fixture", "plugin");
const PLUGIN_FILE = /^(?:\.\/)?src\/plugins\/([a-z0-9-]+)\//;
/** Folders whose index maps each file to its name: the keys route handlers and `strapi.plugin(…).service(…)` use. */
const NAMED_FOLDERS = ["controllers", "services", "policies", "middlewares"];

/** The plugin a project path belongs to (`src/plugins/stock-alerts/server/src/register.ts` → `stock-alerts`). */
export const pluginOf = (path: string) => PLUGIN_FILE.exec(path)?.[1];

/** The local plugins a job needs: those it writes files of, and those its config/plugins file resolves in src/plugins/. */
export function pluginsOf(files: { path: string; code: string }[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const owner = pluginOf(file.path);
    if (owner) names.add(owner);
    if (/^(?:\.\/)?config\/plugins\.[jt]s$/.test(file.path)) {
      for (const match of file.code.matchAll(/resolve:\s*['"]\.\/src\/plugins\/([a-z0-9-]+)['"]/g)) names.add(match[1]);
    }
  }
  return [...names];
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)).map((file) => join(name, file)) : [name]));

/** Writes what `init` generates for a plugin's server half, compiled, and its package.json, in `<appDir>/src/plugins/<name>/`. */
export function installPlugin(appDir: string, name: string) {
  const root = join(appDir, "src", "plugins", name);
  for (const file of filesUnder(SKELETON)) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, toCommonJs(readFileSync(join(SKELETON, file), "utf8").replaceAll("PLUGIN_NAME", name), "ts"));
  }
  const packageJson = { name, version: "0.0.0", strapi: { kind: "plugin", name, displayName: name }, exports: { "./strapi-server": { require: "./server/src/index.js" } } };
  writeFileSync(join(root, "package.json"), JSON.stringify(packageJson, null, 2));
}

const LOAD = "const load = (path) => { const loaded = require(path); return loaded && loaded.__esModule ? loaded.default : loaded; };";

/** The index of a folder the page did not write: each module by its file name, or each content-type by its folder. */
function folderIndex(dir: string, folder: string): string {
  const entries = existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        if (folder === "content-types") {
          if (!existsSync(join(dir, name, "schema.json"))) return [];
          const lifecycles = existsSync(join(dir, name, "lifecycles.js")) ? `, lifecycles: load('./${name}/lifecycles')` : "";
          return [`  '${name}': { schema: require('./${name}/schema.json')${lifecycles} },`];
        }
        return name.endsWith(".js") && name !== "index.js" ? [`  '${name.slice(0, -3)}': load('./${name.slice(0, -3)}'),`] : [];
      })
    : [];
  return `${LOAD}\nmodule.exports = {\n${entries.join("\n")}\n};\n`;
}

/** Writes the folder indexes the plugin lacks once the page's files are in place. */
export function completePlugin(appDir: string, name: string) {
  const source = join(appDir, "src", "plugins", name, "server", "src");
  for (const folder of [...NAMED_FOLDERS, "content-types"]) {
    const dir = join(source, folder);
    if (existsSync(join(dir, "index.js"))) continue;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.js"), folderIndex(dir, folder));
  }
}

/** config/plugins.js enabling local plugins by their folder, for a job that does not write its own. */
export const pluginDeclarations = (names: string[]) =>
  `module.exports = () => ({\n${names.map((name) => `  '${name}': { enabled: true, resolve: './src/plugins/${name}' },`).join("\n")}\n});\n`;
