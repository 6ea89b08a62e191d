// The lazily loaded blocks, each in its own chunk. This table is itself loaded on demand,
// so a plain page's JS names none of those chunks, however many blocks are added here.
export const blocks = {
  live: () => import("../code-block/live/LiveCode"),
  diagram: () => import("../mermaid/diagram/MermaidDiagram"),
  queryBuilder: () => import("../query-builder/QueryBuilder"),
  projectTree: () => import("../project-structure/ProjectTree"),
  siteStatus: () => import("../site-status/SiteStatus"),
  tryIt: () => import("../api-call/try-it/open-try-it"),
};
