// Compiles one MDX file, once, into the page tree plus what the build checks need.
import { compileFunction } from "node:vm";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { hasLiveCode } from "../../components/code-block/code-block";
import { COMPONENT_SYNTAX, mdxComponents } from "../../components/registry";
import type { BuildInputs } from "../../components/types";
import type { TocItem, TreeNode } from "../../core/tree";
import { ContentError } from "../errors";
import remarkNoEsm from "./remark-no-esm";
import rehypeFocusableTables from "./rehype-focusable-tables";
import rehypeHeadings, { type HeadingsResult } from "./rehype-headings";
import rehypeLinks, { type FoundLink } from "./rehype-links";
import { element, normaliseRoot, runtime } from "./tree-runtime";

export interface CompileInput extends Partial<BuildInputs> {
  /** Path of the source file, for messages. */
  file: string;
  /** MDX body (frontmatter already removed, lines kept). */
  body: string;
  tocMaxLevel?: 2 | 3;
}

export interface CompiledMdx {
  tree: TreeNode;
  /** The page has a live code block (its own or a snippet's): the reader's code runs there. */
  liveCode: boolean;
  toc: TocItem[];
  ids: Set<string>;
  links: FoundLink[];
  warnings: string[];
}

export async function compileMdx({ file, body, tocMaxLevel, ...inputs }: CompileInput): Promise<CompiledMdx> {
  const headings: HeadingsResult = { toc: [], ids: new Set() };
  const links: FoundLink[] = [];
  const source = COMPONENT_SYNTAX.reduce((text, syntax) => syntax.source?.(text) ?? text, body);
  const vfile = new VFile({ path: file, value: source });

  let code: VFile;
  try {
    code = await compile(vfile, {
      outputFormat: "function-body",
      development: false,
      remarkPlugins: [remarkNoEsm, remarkGfm, ...COMPONENT_SYNTAX.flatMap((syntax) => syntax.remarkPlugins ?? [])],
      rehypePlugins: [
        ...COMPONENT_SYNTAX.flatMap((syntax) => syntax.rehypePlugins ?? []),
        [rehypeHeadings, { maxLevel: tocMaxLevel ?? 3, result: headings }],
        [rehypeLinks, { links }],
        rehypeFocusableTables,
      ],
      recmaPlugins: [],
    });
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    throw new ContentError(file, e.line, e.reason ?? e.message);
  }
  // With our tree runtime the page function returns tree nodes and takes tag names and build-time functions as
  // components, not the React types @mdx-js/mdx declares.
  const renderPage = evaluate(String(code)).default as (props: { components: Record<string, unknown> }) => unknown;

  let tree: TreeNode;
  try {
    tree = normaliseRoot(renderPage({ components: mdxComponents({ ...inputs, element }) }) as TreeNode);
  } catch (error) {
    throw new ContentError(file, undefined, (error as Error).message);
  }
  return {
    tree,
    liveCode: hasLiveCode(tree),
    toc: headings.toc,
    ids: headings.ids,
    links,
    warnings: vfile.messages.concat(code.messages).map((m) => `${file}:${m.line ?? "?"}: ${m.reason}`),
  };
}

/**
 * Runs a page's compiled function body with our runtime. Not @mdx-js/mdx's `run`: it evaluates with
 * `new AsyncFunction`, and V8's eval cache keeps every such source (a page's whole compiled JS) for
 * the life of the process; vm.compileFunction is not cached, so each page's code goes once it has run.
 * The body is synchronous: remark-no-esm leaves it no import, the only thing it would await.
 */
function evaluate(code: string): { default: unknown } {
  return compileFunction(code)(runtime) as { default: unknown };
}
