// Compiles one MDX file, once, into the page tree plus what the build checks need.
import { compile, run } from "@mdx-js/mdx";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { AUTHOR_COMPONENTS } from "../../core/component-names";
import type { ScreenshotEntry } from "./screenshots";
import type { TocItem, TreeNode } from "../../core/tree";
import { ContentError } from "../errors";
import { buildComponents } from "./build-components";
import { getHighlighter } from "./code-highlighter";
import remarkNoEsm from "./remark-no-esm";
import remarkAdmonitions, { normaliseAdmonitionTitles } from "./remark-admonitions";
import rehypeCode from "./rehype-code";
import rehypeHeadings, { type HeadingsResult } from "./rehype-headings";
import rehypeLinks, { type FoundLink } from "./rehype-links";
import { normaliseRoot, runtime } from "./tree-runtime";

export interface CompileInput {
  /** Path of the source file, for messages. */
  file: string;
  /** MDX body (frontmatter already removed, lines kept). */
  body: string;
  tocMaxLevel?: 2 | 3;
  /** Trees of snippets that `<Snippet name>` may inline. */
  snippets?: ReadonlyMap<string, TreeNode>;
  /** Terms that `<Annotation term>` may explain. */
  glossary?: Readonly<Record<string, string>>;
  /** Admin panel paths that `<AdminPath page>` may show. */
  adminPaths?: Readonly<Record<string, readonly string[]>>;
  /** Screenshots that `<Screenshot id>` may show, with their sizes. */
  screenshots?: Readonly<Record<string, ScreenshotEntry>>;
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

/** rehype-code marks a `live` fence's CodeBlock with `live="true"`, and so does app/mdx/CodeBlock.tsx read it. */
function hasLiveCode(node: TreeNode): boolean {
  if (typeof node === "string") return false;
  if (node[0] === "CodeBlock" && node[1]?.live === "true") return true;
  return node.slice(2).some((child) => hasLiveCode(child as TreeNode));
}

export async function compileMdx(input: CompileInput): Promise<CompiledMdx> {
  const headings: HeadingsResult = { toc: [], ids: new Set() };
  const links: FoundLink[] = [];
  const highlighter = await getHighlighter();
  const vfile = new VFile({ path: input.file, value: normaliseAdmonitionTitles(input.body) });

  let code: VFile;
  try {
    code = await compile(vfile, {
      outputFormat: "function-body",
      development: false,
      remarkPlugins: [remarkNoEsm, remarkGfm, remarkDirective, remarkAdmonitions],
      rehypePlugins: [
        [rehypeCode, { highlighter }],
        [rehypeHeadings, { maxLevel: input.tocMaxLevel ?? 3, result: headings }],
        [rehypeLinks, { links }],
      ],
      recmaPlugins: [],
    });
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    throw new ContentError(input.file, e.line, e.reason ?? e.message);
  }
  // With our tree runtime the page function returns tree nodes and takes tag names and build-time functions as
  // components, not the React types @mdx-js/mdx declares.
  const renderPage = (await run(code, { ...runtime, baseUrl: import.meta.url })).default as (props: { components: Record<string, unknown> }) => unknown;

  const components: Record<string, unknown> = {
    ...Object.fromEntries(AUTHOR_COMPONENTS.map((name) => [name, name])),
    ...buildComponents({ snippets: input.snippets, glossary: input.glossary, adminPaths: input.adminPaths, screenshots: input.screenshots }),
  };
  let tree: TreeNode;
  try {
    tree = normaliseRoot(renderPage({ components }) as TreeNode);
  } catch (error) {
    throw new ContentError(input.file, undefined, (error as Error).message);
  }
  return {
    tree,
    liveCode: hasLiveCode(tree),
    toc: headings.toc,
    ids: headings.ids,
    links,
    warnings: vfile.messages.concat(code.messages).map((m) => `${input.file}:${m.line ?? "?"}: ${m.reason}`),
  };
}
