// Which jobs the server-side harness runs: one per project-file block, with the page's other files
// that it needs (its companions, or those of the folder's other pages), and one per page for the
// page's scripts, in page order.
import { posix } from "node:path";
import type { ServerBlock } from "./blocks";
import { toCommonJs, toScriptBody } from "./compile-block";
import { pluginOf, pluginsOf } from "./local-plugin";
import type { Job } from "./scratch-app";

export interface Planned {
  name: string;
  blocks: ServerBlock[];
  job: Job;
}

/** A block's module in the compiled project, without extension: `src/index.ts` → `src/index`. */
const moduleOf = (block: ServerBlock) => block.title!.replace(/^\.\//, "").replace(/\.(?:js|ts)$/, "");

/**
 * The part of a project a module plays: `routes`, `controllers`, `services`, `policies`, `middlewares`,
 * the global middlewares' list (`config/middlewares`), the application's entry (`src/index`), or another.
 */
function roleOf(module: string): string {
  if (/^config\/(?:env\/[\w-]+\/)?middlewares$/.test(module)) return "middlewares-config";
  if (module === "src/index") return "entry";
  return /\/(routes|controllers|services|policies|middlewares)\//.exec(`/${module}`)?.[1] ?? "other";
}

/**
 * What a module of each role names at startup or on a request: a route names controllers, policies and
 * middlewares; config/middlewares lists global middlewares; the entry may name policies (GraphQL's resolversConfig).
 */
const NEEDS: Record<string, string[]> = {
  routes: ["controllers", "services", "policies", "middlewares"],
  controllers: ["services"],
  "middlewares-config": ["middlewares"],
  entry: ["policies"],
};

/** The project modules a block requires or imports by a relative path (`require('./cron-tasks')`). */
function relativeModules(block: ServerBlock): string[] {
  const dir = posix.dirname(moduleOf(block));
  return [...block.code.matchAll(/(?:require\(\s*|\bfrom\s+|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
    posix.join(dir, match[1]).replace(/\.(?:js|ts)$/, ""),
  );
}

/**
 * The project modules a block names, among the roles it needs (NEEDS): a route's handlers, policies and
 * middlewares by UID (`api::roaster.roaster.findBySlug`, `global::is-owner`) or by a short name inside
 * its own API (`'not-own-roaster'`, `'review.mine'`), and the services a controller gets
 * (`strapi.service('api::roaster.roaster')`). Every place such a name may live is listed; only written ones count.
 */
function namedModules(block: ServerBlock): string[] {
  const needs = NEEDS[roleOf(moduleOf(block))] ?? [];
  const ownApi = /^src\/api\/([\w-]+)\//.exec(moduleOf(block))?.[1];
  const modules: string[] = [];
  for (const [call, scope, name] of block.code.matchAll(/(?:\.service\(\s*)?['"](global::|api::[\w-]+\.)?([\w-]+)(?:\.[\w-]+)?['"]/g)) {
    const roles = call.startsWith(".service(") ? ["services"] : ["controllers", "policies", "middlewares"];
    if (scope === "global::") modules.push(`src/policies/${name}`, `src/middlewares/${name}`);
    const api = scope?.startsWith("api::") ? scope.slice(5, -1) : scope ? undefined : ownApi;
    if (api) modules.push(...roles.map((role) => `src/api/${api}/${role}/${name}`));
  }
  return modules.filter((module) => needs.includes(roleOf(module)));
}

const byModuleOf = (files: ServerBlock[]) => {
  const byModule = new Map<string, ServerBlock[]>();
  for (const file of files) byModule.set(moduleOf(file), [...(byModule.get(moduleOf(file)) ?? []), file]);
  return byModule;
};

/**
 * The other project files that a file block needs. From its page: a route names a controller or a
 * middleware that the page writes in another block, and a file may require a sibling (`./cron-tasks`);
 * for each such module, the block in the same language nearest before this one (else the nearest
 * after; else the other language's). From the folder's other pages (the recipes of a cookbook build one
 * project): the modules that a route, config/middlewares or the entry names and its page does not write,
 * when they are written there once per language, so that the choice is not a guess. The companions'
 * own needs are followed too.
 */
export function companions(block: ServerBlock, pageFiles: ServerBlock[], folderFiles: ServerBlock[] = []): ServerBlock[] {
  const byModule = byModuleOf(pageFiles);
  // Only what a route, config/middlewares or the entry names is looked for on other pages.
  const looksElsewhere = ["routes", "middlewares-config", "entry"].includes(roleOf(moduleOf(block)));
  const elsewhere = byModuleOf(looksElsewhere ? folderFiles.filter((other) => !byModule.has(moduleOf(other))) : []);
  for (const [module, candidates] of elsewhere) if (new Set(candidates.map((other) => other.language)).size !== candidates.length) elsewhere.delete(module);
  const pick = (candidates: ServerBlock[]) => {
    const sameLanguage = candidates.filter((other) => other.language === block.language);
    const pool = sameLanguage.length ? sameLanguage : candidates;
    return pool.filter((other) => other.line < block.line).at(-1) ?? pool[0];
  };
  const needs = NEEDS[roleOf(moduleOf(block))] ?? [];
  const chosen = new Map<string, ServerBlock>();
  for (const [module, candidates] of byModule) {
    if (module !== moduleOf(block) && !pluginOf(module) && needs.includes(roleOf(module))) chosen.set(module, pick(candidates));
  }
  const queue = [block, ...chosen.values()];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const wanted = [
      ...relativeModules(next).map((module) => byModule.get(module) ?? byModule.get(`${module}/index`)),
      ...namedModules(next).map((module) => elsewhere.get(module)),
    ];
    for (const candidates of wanted) {
      if (!candidates) continue;
      const module = moduleOf(candidates[0]);
      if (module === moduleOf(block) || chosen.has(module)) continue;
      const companion = pick(candidates);
      chosen.set(module, companion);
      queue.push(companion);
    }
  }
  return [...chosen.values()];
}

/**
 * The files of the page's local plugins that go with a block: every module and JSON file of them, one
 * block per path (the same language nearest before, as for companions), so that each plugin is whole.
 */
function pluginParts(block: ServerBlock, pageBlocks: ServerBlock[]): ServerBlock[] {
  const byPath = new Map<string, ServerBlock[]>();
  for (const other of pageBlocks) {
    if ((other.kind !== "file" && other.kind !== "data") || !pluginOf(other.title!)) continue;
    const path = other.kind === "data" ? other.title! : moduleOf(other);
    byPath.set(path, [...(byPath.get(path) ?? []), other]);
  }
  return [...byPath.values()].map((candidates) => {
    const sameLanguage = candidates.filter((other) => other.language === block.language || other.language === "json");
    const pool = sameLanguage.length ? sameLanguage : candidates;
    return pool.filter((other) => other.line < block.line).at(-1) ?? pool[0];
  });
}

/** What the harness writes for a block: CommonJS, from ES modules for a plugin's sources (the SDK bundles them). */
const written = (block: ServerBlock) => ({
  path: block.title!,
  code: block.language === "json" ? block.code : toCommonJs(block.code, pluginOf(block.title!) ? "ts" : block.language),
});

/**
 * One job per project file (with its companions and the page's local plugins); one per page for its
 * scripts. `allBlocks` holds the other pages that companions may come from (all of them when a filter
 * selected only some pages).
 */
export function plan(blocks: ServerBlock[], allBlocks: ServerBlock[] = blocks): Planned[] {
  const planned: Planned[] = [];
  const byPage = new Map<string, ServerBlock[]>();
  for (const block of blocks) byPage.set(block.file, [...(byPage.get(block.file) ?? []), block]);
  const folderOf = (block: ServerBlock) => posix.dirname(block.file);
  for (const pageBlocks of byPage.values()) {
    const files = pageBlocks.filter((b) => b.kind === "file");
    const folderFiles = allBlocks.filter((b) => b.kind === "file" && b.file !== pageBlocks[0].file && folderOf(b) === folderOf(pageBlocks[0]));
    for (const block of files) {
      const parts = new Set([...companions(block, files, folderFiles), ...pluginParts(block, pageBlocks), block]);
      const jobFiles = [...parts].map(written);
      planned.push({ name: `file-${block.hash}`, blocks: [block], job: { files: jobFiles, scripts: [], probes: block.probes, plugins: pluginsOf(jobFiles) } });
    }
    const scripts = pageBlocks.filter((b) => b.kind === "script");
    if (scripts.length) {
      // The page's local plugins are in place for its scripts too (`strapi.plugin('stock-alerts').config(…)`).
      const pluginFiles = pluginParts(scripts[0], pageBlocks).map(written);
      planned.push({
        name: `page-${scripts[0].hash}`,
        blocks: scripts,
        job: {
          files: pluginFiles,
          scripts: scripts.map((b) => ({ key: b.key, body: toScriptBody(b.code, b.language === "ts" ? "ts" : "js") })),
          probes: [],
          plugins: pluginsOf(pluginFiles),
        },
      });
    }
  }
  return planned;
}

