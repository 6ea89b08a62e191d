// Every author component an MDX page may use, gathered from the folders beside this file, and what
// the build asks of them: the names MDX knows and their build steps (pipeline/mdx/compile.ts), the
// static expansion (pipeline/write/data.ts), the markdown forms (pipeline/markdown/tree-to-mdast.ts)
// and what search leaves out (pipeline/search/records.ts). Nothing else names a component.
import type { TreeNode } from "../core/tree";
import { adminPath } from "./admin-path/admin-path";
import { admonition, admonitionSyntax } from "./admonition/admonition";
import { annotation } from "./annotation/annotation";
import { apiCall } from "./api-call/api-call";
import { badges } from "./badges/badges";
import { codeBlock, codeBlockSyntax } from "./code-block/code-block";
import { docCards } from "./doc-cards/doc-cards";
import { images } from "./images/images";
import { mermaid } from "./mermaid/mermaid";
import { projectStructure } from "./project-structure/project-structure";
import { queryBuilder } from "./query-builder/query-builder";
import { sideBySide } from "./side-by-side/side-by-side";
import { siteStatus } from "./site-status/site-status";
import { snippet } from "./snippet/snippet";
import { subtleCallout } from "./subtle-callout/subtle-callout";
import { tabs } from "./tabs/tabs";
import type { AuthorComponent, BuildContext, BuildInputs, ComponentFamily, ComponentSyntax } from "./types";

export const AUTHOR_COMPONENTS = {
  ...admonition,
  ...subtleCallout,
  ...tabs,
  ...apiCall,
  ...badges,
  ...docCards,
  ...sideBySide,
  ...images,
  ...codeBlock,
  ...mermaid,
  ...annotation,
  ...adminPath,
  ...snippet,
  ...siteStatus,
  ...queryBuilder,
  ...projectStructure,
} satisfies ComponentFamily;

/** MDX syntax of its own: the `:::` admonitions, the code fences. */
export const COMPONENT_SYNTAX: readonly ComponentSyntax[] = [admonitionSyntax, codeBlockSyntax];

const byName: Readonly<Record<string, AuthorComponent>> = AUTHOR_COMPONENTS;

/** The author component a tree tag names, if any. */
export function authorComponent(tag: string): AuthorComponent | undefined {
  return Object.hasOwn(byName, tag) ? byName[tag] : undefined;
}

/** What an MDX page's components are: each author component's build step with the build's inputs, or its name. */
export function mdxComponents(context: BuildContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(byName).map(([name, component]) => [
      name,
      component.build ? (props: Record<string, unknown>, children: unknown[]) => component.build!(props, children, context) : name,
    ]),
  );
}

/** The build inputs an MDX source reads through the components it names. */
export function inputsReadBy(source: string): Set<keyof BuildInputs> {
  return new Set(Object.entries(byName).flatMap(([name, component]) => (component.inputs && source.includes(`<${name}`) ? component.inputs : [])));
}

/** Static components as plain elements, for the browser's page data; markdown and search keep the named tree. */
export function expandStaticComponents(node: TreeNode): TreeNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  const expanded = children.map(expandStaticComponents);
  const component = authorComponent(tag);
  return component?.kind === "static" ? component.expand(props ?? {}, expanded) : [tag, props, ...expanded];
}

/** Components whose text search leaves out. */
export const UNSEARCHED_COMPONENTS: readonly string[] = Object.keys(byName).filter((name) => byName[name].search === false);
