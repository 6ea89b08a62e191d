// The lazily loaded blocks, each in its own chunk, and how one is mounted into its place in the
// article (LazyBlock.tsx): its own React root, whose first render replaces the stand-in. This module
// is itself loaded on demand (loaders.ts), so a plain page's JS names none of those chunks, however
// many blocks are added here.
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { MermaidSource } from "../mermaid/MermaidSource";

export const blocks = {
  live: () => import("../code-block/live/LiveCode"),
  diagram: () => import("../mermaid/diagram/MermaidDiagram"),
  queryBuilder: () => import("../query-builder/QueryBuilder"),
  projectTree: () => import("../project-structure/ProjectTree"),
  siteStatus: () => import("../site-status/SiteStatus"),
  tryIt: () => import("../api-call/try-it/open-try-it"),
};

const views = {
  live: async ({ code, language, title }: { code: string; language?: string; title?: string }) => {
    const { LiveCode } = await blocks.live();
    return <LiveCode code={code} language={language} title={title} />;
  },
  diagram: async ({ chart, title }: { chart: string; title?: string }) => {
    const { MermaidDiagram } = await blocks.diagram();
    return (
      <>
        <MermaidDiagram chart={chart} title={title} source={<MermaidSource chart={chart} />} />
        {title && <figcaption>{title}</figcaption>}
      </>
    );
  },
  queryBuilder: async ({ collection }: { collection?: string }) => {
    const { QueryBuilder } = await blocks.queryBuilder();
    return <QueryBuilder collection={collection} />;
  },
  projectTree: async ({ tree }: { tree: string }) => {
    const { ProjectTree } = await blocks.projectTree();
    return <ProjectTree tree={tree} />;
  },
  siteStatus: async () => {
    const { SiteStatus } = await blocks.siteStatus();
    return <SiteStatus />;
  },
} satisfies Record<string, (props: never) => Promise<ReactNode>>;

type Views = typeof views;
export type BlockName = keyof Views;
export type BlockProps<N extends BlockName> = Parameters<Views[N]>[0];

/** Draws the block the element names (`data-lazy-block`) with its props; returns what unmounts it. */
export async function mountBlock(element: HTMLElement, props: unknown): Promise<() => void> {
  const view = views[element.dataset.lazyBlock as BlockName] as (props: unknown) => Promise<ReactNode>;
  const content = await view(props ?? {});
  const root = createRoot(element);
  root.render(content);
  element.dataset.state = "live";
  return () => root.unmount();
}
