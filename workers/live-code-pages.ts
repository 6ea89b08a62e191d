// The pages with live code blocks, as the build found them (pipeline/cli/build-content.ts writes the list).
// A glob rather than an import: a fresh checkout has no .generated/ until `npm run build:content`, and
// the typecheck and unit tests run before it; they pass their own lists.
const generated = import.meta.glob<string[]>("../.generated/live-code-pages.json", { eager: true, import: "default" });

export const LIVE_CODE_PAGES: ReadonlySet<string> = new Set(Object.values(generated).flat());
