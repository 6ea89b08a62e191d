// Which jobs the server-side harness runs: one per project-file block, with the page's other files
// that it needs (its companions), and one per page for the page's scripts, in page order.
import { posix } from "node:path";
import type { ServerBlock } from "./blocks";
import { toCommonJs, toScriptBody } from "./compile-block";
import type { Job } from "./scratch-app";

export interface Planned {
  name: string;
  blocks: ServerBlock[];
  job: Job;
}

/** A block's module in the compiled project, without extension: `src/index.ts` → `src/index`. */
const moduleOf = (block: ServerBlock) => block.title!.replace(/^\.\//, "").replace(/\.(?:js|ts)$/, "");

/** The part of a project a file plays: `routes`, `controllers`, `services`, `policies`, `middlewares`, or another. */
const roleOf = (path: string) => /\/(routes|controllers|services|policies|middlewares)\//.exec(`/${path}`)?.[1] ?? "other";

/** What a file of each role calls at startup or on a request: a route names controllers, policies and middlewares. */
const NEEDS: Record<string, string[]> = {
  routes: ["controllers", "services", "policies", "middlewares"],
  controllers: ["services"],
};

/** The project modules a block requires or imports by a relative path (`require('./cron-tasks')`). */
function relativeModules(block: ServerBlock): string[] {
  const dir = posix.dirname(moduleOf(block));
  return [...block.code.matchAll(/(?:require\(\s*|\bfrom\s+|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
    posix.join(dir, match[1]).replace(/\.(?:js|ts)$/, ""),
  );
}

/**
 * The page's other project files that a file block needs: a route names a controller or a middleware
 * that the page writes in another block, and a file may require a sibling (`./cron-tasks`). For each
 * such module, the block in the same language nearest before this one (else the nearest after; else
 * the other language's); the companions' own relative requires are followed too.
 */
export function companions(block: ServerBlock, pageFiles: ServerBlock[]): ServerBlock[] {
  const byModule = new Map<string, ServerBlock[]>();
  for (const other of pageFiles) byModule.set(moduleOf(other), [...(byModule.get(moduleOf(other)) ?? []), other]);
  const pick = (candidates: ServerBlock[]) => {
    const sameLanguage = candidates.filter((other) => other.language === block.language);
    const pool = sameLanguage.length ? sameLanguage : candidates;
    return pool.filter((other) => other.line < block.line).at(-1) ?? pool[0];
  };
  const needs = NEEDS[roleOf(block.title!)] ?? [];
  const chosen = new Map<string, ServerBlock>();
  for (const [module, candidates] of byModule) if (module !== moduleOf(block) && needs.includes(roleOf(module))) chosen.set(module, pick(candidates));
  const queue = [block, ...chosen.values()];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const module of relativeModules(next)) {
      const candidates = byModule.get(module) ?? byModule.get(`${module}/index`);
      if (!candidates || module === moduleOf(block) || chosen.has(module)) continue;
      const companion = pick(candidates);
      chosen.set(module, companion);
      queue.push(companion);
    }
  }
  return [...chosen.values()];
}

/** One job per project file (with its companions); one per page for its scripts. */
export function plan(blocks: ServerBlock[]): Planned[] {
  const planned: Planned[] = [];
  const byPage = new Map<string, ServerBlock[]>();
  for (const block of blocks) byPage.set(block.file, [...(byPage.get(block.file) ?? []), block]);
  for (const pageBlocks of byPage.values()) {
    const files = pageBlocks.filter((b) => b.kind === "file");
    for (const block of files) {
      const written = [...companions(block, files), block].map((b) => ({ path: b.title!, code: toCommonJs(b.code, b.language) }));
      planned.push({ name: `file-${block.hash}`, blocks: [block], job: { files: written, scripts: [], probes: block.probes } });
    }
    const scripts = pageBlocks.filter((b) => b.kind === "script");
    if (scripts.length) {
      planned.push({
        name: `page-${scripts[0].hash}`,
        blocks: scripts,
        job: { files: [], scripts: scripts.map((b) => ({ key: b.key, body: toScriptBody(b.code, b.language) })), probes: [] },
      });
    }
  }
  return planned;
}

