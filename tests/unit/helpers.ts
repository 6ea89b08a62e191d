import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { BuildInputs } from "../../components/types";
import type { TreeElement, TreeNode } from "../../core/tree";
import { treeToMarkdown } from "../../pipeline/markdown/page-markdown";
import { compileMdx } from "../../pipeline/mdx/compile";
import { loadSite } from "../../pipeline/site/load-site";
import { BuildFailure } from "../../pipeline/site/types";
import type { SidebarsConfig } from "../../core/sidebar-config";

/** Writes a tiny content folder made for one test and returns its path. */
export function makeContent(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docs-fixture-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export function page(title: string, body: string, extra = ""): string {
  return `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`;
}

/** The problems a failed build lists, or none when `build` succeeds; any other error is rethrown. */
export async function buildProblems(build: () => Promise<unknown>): Promise<string[]> {
  try {
    await build();
    return [];
  } catch (error) {
    if (error instanceof BuildFailure) return error.problems;
    throw error;
  }
}

const fence = "```";

/** An `<ApiCall>` box (opened by `open`) with one request and one response, as authors write it. */
export function apiCallMdx(open: string, request: { title: string; http: string }, response: { title: string; json: string }): string {
  return [
    open,
    `<Request title="${request.title}">`,
    "",
    `${fence}http\n${request.http}\n${fence}`,
    "",
    "</Request>",
    `<Response title="${response.title}">`,
    "",
    `${fence}json\n${response.json}\n${fence}`,
    "",
    "</Response>",
    "</ApiCall>",
  ].join("\n");
}

export function buildFixture(files: Record<string, string>, sidebars: SidebarsConfig = {}, planned: string[] = []) {
  const contentDir = makeContent(files);
  return loadSite({ contentDir, publicDir: makeContent({ "robots.txt": "" }), sidebars, planned });
}

/** An MDX body compiled as page.mdx, with the build inputs given. */
export function compileBody(body: string, inputs: Partial<BuildInputs> = {}) {
  return compileMdx({ file: "page.mdx", body, ...inputs });
}

/** The markdown an MDX body becomes in the page's twin (site links made absolute against https://docs.test). */
export async function markdownOf(body: string, inputs: Partial<BuildInputs> = {}): Promise<string> {
  return treeToMarkdown((await compileBody(body, inputs)).tree, { siteUrl: "https://docs.test" });
}

/** Every element of a tree with the tag, outermost first. */
export function findElements(node: TreeNode, tag: string): TreeElement[] {
  if (typeof node === "string") return [];
  const here = node[0] === tag ? [node] : [];
  return [...here, ...node.slice(2).flatMap((child) => findElements(child as TreeNode, tag))];
}
