// Author components the build resolves or checks while it evaluates a page, so that
// mistakes fail the build with the file named and the browser gets finished data.
import { parseProjectOutline } from "../../core/project-outline";
import { SCREENSHOT_MANIFEST, type ScreenshotEntry } from "./screenshots";
import type { TreeNode } from "../../core/tree";
import { element, type BuildComponent } from "./tree-runtime";

export interface BuildComponentsInput {
  /** Trees of snippets that `<Snippet name>` may inline. */
  snippets?: ReadonlyMap<string, TreeNode>;
  /** Terms that `<Annotation term>` may explain, with their definitions. */
  glossary?: Readonly<Record<string, string>>;
  /** Menu paths of admin panel settings that `<AdminPath page>` may show (content/admin-paths.ts). */
  adminPaths?: Readonly<Record<string, readonly string[]>>;
  /** Screenshots that `<Screenshot id>` may show, by id (public/img/screenshots/manifest.json). */
  screenshots?: Readonly<Record<string, ScreenshotEntry>>;
}

const known = (names: Iterable<string>) => [...names].sort().join(", ") || "none";

export function buildComponents(input: BuildComponentsInput): Record<string, BuildComponent> {
  return {
    Snippet: ({ name }) => {
      const snippet = typeof name === "string" ? input.snippets?.get(name) : undefined;
      if (!snippet) throw new Error(`unknown snippet "${String(name)}" (available: ${known(input.snippets?.keys() ?? [])})`);
      return snippet;
    },
    // One admin panel path, written once in content/admin-paths.ts, shown in bold like any menu path.
    AdminPath: (props, children) => {
      const path = typeof props.page === "string" ? input.adminPaths?.[props.page] : undefined;
      if (!path)
        throw new Error(
          `unknown admin path "${String(props.page)}" in <AdminPath page> (content/admin-paths.ts has: ${known(Object.keys(input.adminPaths ?? {}))})`,
        );
      if (children.length) throw new Error('<AdminPath> takes no children: write <AdminPath page="..." />');
      return element("strong", {}, [path.join(" > ")]);
    },
    // The definition is inlined, so no glossary ships to the browser.
    Annotation: (props, children) => {
      const { term, tip } = props;
      if ((term === undefined) === (tip === undefined)) throw new Error("<Annotation> needs either `term` (a glossary entry) or `tip` (its own text)");
      if (tip !== undefined) {
        if (typeof tip !== "string" || !tip.trim()) throw new Error("<Annotation tip> must be non-empty text");
        if (!children.length) throw new Error("<Annotation tip> needs the words it explains between its tags");
        return element("Annotation", { tip }, children);
      }
      const definition = typeof term === "string" ? input.glossary?.[term] : undefined;
      if (definition === undefined)
        throw new Error(`unknown glossary term "${String(term)}" in <Annotation> (content/glossary.ts has: ${known(Object.keys(input.glossary ?? {}))})`);
      return element("Annotation", { tip: definition }, children.length ? children : [term as string]);
    },
    // `verify` (or verify="partial") marks an example that `npm run lab:verify` runs against the lab
    // (tools/lab/). The box looks the same with or without it; the "Try it" panel reads it to compare
    // a reader's answer as the lab does.
    ApiCall: (props, children) => {
      const { verify, children: _children, ...rest } = props;
      const unknown = Object.keys(rest);
      if (unknown.length) throw new Error(`<ApiCall> takes no attribute but \`verify\` (got ${unknown.map((name) => `\`${name}\``).join(", ")})`);
      if (verify !== undefined && verify !== true && verify !== "partial")
        throw new Error(
          `<ApiCall verify> is written \`verify\` (the whole response is shown) or \`verify="partial"\` (an excerpt), not ${JSON.stringify(verify)}`,
        );
      return element("ApiCall", verify === undefined ? {} : { verify }, children);
    },
    // The size comes from the manifest, so pages reserve the image's space before it loads.
    Screenshot: (props) => {
      const { id, alt } = props;
      if (typeof id !== "string" || !id) throw new Error("<Screenshot> needs an `id` (a screenshot of lab/screenshots/manifest.mjs)");
      if (typeof alt !== "string" || !alt.trim()) throw new Error(`<Screenshot id="${id}"> needs an \`alt\` text that says what the screenshot shows`);
      const entry = input.screenshots?.[id];
      if (!entry)
        throw new Error(
          `unknown screenshot id "${id}" in <Screenshot>: public/${SCREENSHOT_MANIFEST} does not list it (add the shot to lab/screenshots/manifest.mjs and run npm run lab:screenshots)`,
        );
      return element("Screenshot", { id, alt: alt.trim(), width: entry.width, height: entry.height }, []);
    },
    InteractiveProjectStructure: (props, children) => {
      if (typeof props.tree !== "string") throw new Error("<InteractiveProjectStructure> needs a `tree` outline: tree={`config/ # ...`}");
      try {
        parseProjectOutline(props.tree);
      } catch (error) {
        throw new Error(`<InteractiveProjectStructure> tree, ${(error as Error).message}`);
      }
      return element("InteractiveProjectStructure", props, children);
    },
  };
}
