// Loads one heavy block of page content, in the browser only (prerendering shows fallbacks):
// `import.meta.env.SSR` keeps every block out of the worker bundle.
import type { blocks } from "./blocks";

type Blocks = typeof blocks;

export async function loadBlock<N extends keyof Blocks>(name: N): Promise<Awaited<ReturnType<Blocks[N]>>> {
  if (import.meta.env.SSR) return new Promise<never>(() => undefined);
  const { blocks } = await import("./blocks");
  return (await blocks[name]()) as Awaited<ReturnType<Blocks[N]>>;
}

// One stable function per block, as useLazyModule expects.
export const loadLiveCode = () => loadBlock("live");
export const loadMermaidDiagram = () => loadBlock("diagram");
export const loadQueryBuilder = () => loadBlock("queryBuilder");
export const loadProjectTree = () => loadBlock("projectTree");
export const loadSiteStatus = () => loadBlock("siteStatus");
