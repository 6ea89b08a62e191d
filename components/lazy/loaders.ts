// Loads the heavy blocks' table (blocks.tsx), in the browser only: `import.meta.env.SSR` keeps
// every block out of the worker bundle.
export function loadBlocks(): Promise<typeof import("./blocks")> {
  if (import.meta.env.SSR) return new Promise<never>(() => undefined);
  return import("./blocks");
}
