// What an author component is to the build: each folder of components/ exports its family of
// definitions (a name each), and components/registry.ts gathers them. The browser's side (React
// components, CSS) is gathered by components/browser.ts.
import type { BlockContent, DefinitionContent, ListItem, PhrasingContent, RootContent } from "mdast";
import type { PluggableList } from "unified";
import type { TreeElement, TreeNode, TreeProps } from "../core/tree";
import type { ScreenshotEntry } from "./images/screenshots";

/** What the build reads besides the page itself, and hands the components that need it. */
export interface BuildInputs {
  /** Trees of the snippets `<Snippet name>` may inline (compiled before the pages). */
  snippets: ReadonlyMap<string, TreeNode>;
  /** Terms `<Annotation term>` may explain, with their definitions (content/glossary.ts). */
  glossary: Readonly<Record<string, string>>;
  /** Menu paths of admin panel settings `<AdminPath page>` may show (content/admin-paths.ts). */
  adminPaths: Readonly<Record<string, readonly string[]>>;
  /** Screenshots `<Screenshot id>` may show, by id (public/img/screenshots/manifest.json). */
  screenshots: Readonly<Record<string, ScreenshotEntry>>;
}

export interface BuildContext extends Partial<BuildInputs> {
  /** An element of the page tree, its children normalised as the JSX runtime does (text merged, fragments spliced). */
  element(tag: string, props: Record<string, unknown>, children: unknown[]): TreeNode;
}

/**
 * Runs while the build evaluates a page: checks the props (a thrown Error fails the build naming
 * the file) and returns what the page tree holds in its place. `children` are tree values already.
 */
export type BuildStep = (props: Record<string, unknown>, children: unknown[], context: BuildContext) => TreeNode | null;

/** Plain elements for the browser's page data, from the component's props and expanded children. */
export type Expand = (props: TreeProps, children: TreeNode[]) => TreeNode;

export type FlowContent = BlockContent | DefinitionContent;

/** The markdown converter's state, as hast-util-to-mdast hands its handlers one (pipeline/markdown/tree-to-mdast.ts). */
export interface MarkdownState {
  /** The element's children in mdast, as they come. */
  all(element: TreeElement): RootContent[];
  /** The element's children as block content: runs of inline content become paragraphs. */
  flow(element: TreeElement): FlowContent[];
  /** The element's children as inline content: blocks are flattened, separated by a space. */
  phrasing(element: TreeElement): PhrasingContent[];
  /** The element's children as list items: nested item lists merge, anything else becomes an item. */
  listItems(element: TreeElement): ListItem[];
  /** A site path made absolute (the markdown is read away from the site); anchors and other sites stay as written. */
  url(href: string): string;
}

/** The component in the markdown twins and llms-full.txt. */
export type ToMarkdown = (element: TreeElement, state: MarkdownState) => RootContent[];

interface Common {
  /** Checks or resolves it while the page is evaluated. */
  build?: BuildStep;
  /** The build inputs `build` reads: a page that uses the component is compiled again when they change. */
  inputs?: readonly (keyof BuildInputs)[];
  /** Its markdown form; without one, its content alone. */
  markdown?: ToMarkdown;
  /** `false`: search leaves its text out (code, diagrams, images). */
  search?: false;
}

/**
 * `static`: plain markup, expanded into ordinary elements when page data is written, so the browser
 * has no code for it. `rendered`: a React component of components/browser.ts draws it. `build`:
 * resolved while the page is evaluated; it never reaches the page tree under its own name.
 */
export type AuthorComponent = (Common & { kind: "static"; expand: Expand }) | (Common & { kind: "rendered" }) | (Common & { kind: "build"; build: BuildStep });

/** A folder's components, by the name MDX pages use. */
export type ComponentFamily = Record<string, AuthorComponent>;

/** MDX syntax a family brings (the `:::` admonitions, the code fences), added to every compile. */
export interface ComponentSyntax {
  /** Rewrites the MDX source before it is parsed (line numbers kept). */
  source?: (body: string) => string;
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
}
