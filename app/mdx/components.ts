// The author components the browser renders, by the name MDX pages use (see
// core/component-names.ts); plain-markup ones arrive as ordinary elements.
import type { RenderedComponentName } from "../../core/component-names";
import { Annotation } from "./Annotation";
import { CodeBlock } from "./CodeBlock";
import { ContentLink } from "./ContentLink";
import { InteractiveProjectStructure, InteractiveQueryBuilder, SiteStatusPanel } from "./Interactive";
import { Mermaid } from "./Mermaid";
import type { ComponentMap } from "./render";
import { TabItem, Tabs } from "./Tabs";

const authorComponents: Record<RenderedComponentName, ComponentMap[string]> = {
  Tabs,
  TabItem,
  CodeBlock,
  Mermaid,
  SiteStatus: SiteStatusPanel,
  Annotation,
  InteractiveQueryBuilder,
  InteractiveProjectStructure,
};

export const contentComponents: ComponentMap = { ...authorComponents, a: ContentLink };
