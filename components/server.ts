// The React component of each author component the registry marks "rendered", by the name MDX pages
// use (registry.test.ts checks the two lists agree): the server renders a page's article with them
// (app/mdx/components.ts, app/entry.server.tsx). The browser never runs them: it keeps their HTML and
// enhances it (components/browser.ts). Nothing here imports the registry.
import { Annotation } from "./annotation/Annotation";
import { CodeBlock } from "./code-block/CodeBlock";
import { Mermaid } from "./mermaid/Mermaid";
import { InteractiveProjectStructure } from "./project-structure/InteractiveProjectStructure";
import { InteractiveQueryBuilder } from "./query-builder/InteractiveQueryBuilder";
import { SiteStatusPanel } from "./site-status/SiteStatusPanel";
import { TabItem, Tabs } from "./tabs/Tabs";

export const articleComponents = {
  Tabs,
  TabItem,
  CodeBlock,
  Mermaid,
  SiteStatus: SiteStatusPanel,
  Annotation,
  InteractiveQueryBuilder,
  InteractiveProjectStructure,
};
