// A doc page's article, rendered by the server only. For the page's HTML, the loader puts the
// article's tree on the request's context and entry.server.tsx renders it in place, so it is never
// part of the hydration data. For client navigation (a .data request), the loader sends the
// article's HTML instead, which the browser sets in place as it is (app/doc-page/Article.tsx).
import { renderToReadableStream } from "react-dom/server";
import { createContext } from "react-router";
import type { TreeNode } from "../../core/tree";
import { contentComponents } from "../mdx/components";
import { renderTree } from "../mdx/render";

export const articleTree = createContext<TreeNode | null>(null);

export function articleElements(tree: TreeNode) {
  return renderTree(tree, contentComponents);
}

export async function articleHtml(tree: TreeNode): Promise<string> {
  const stream = await renderToReadableStream(articleElements(tree));
  await stream.allReady;
  return new Response(stream).text();
}
