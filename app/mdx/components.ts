// Every author component, by the name MDX pages use (see app/content/component-names.ts).
import type { AuthorComponentName } from "../content/component-names";
import { Admonition } from "./Admonition";
import { Annotation } from "./Annotation";
import { ApiCall, Request, Response } from "./ApiCall";
import * as badges from "./Badges";
import { CodeBlock } from "./CodeBlock";
import { ContentLink } from "./ContentLink";
import { CustomDocCard, CustomDocCardsWrapper } from "./DocCards";
import { InteractiveProjectStructure, InteractiveQueryBuilder } from "./Interactive";
import { SideBySideColumn, SideBySideContainer, SubtleCallout } from "./Layout";
import { Mermaid } from "./Mermaid";
import { SiteStatus } from "./SiteStatus";
import type { ComponentMap } from "./render";
import { TabItem, Tabs } from "./Tabs";
import { ThemedImage } from "./ThemedImage";

const authorComponents: Record<AuthorComponentName, ComponentMap[string]> = {
  Admonition,
  Tabs,
  TabItem,
  CodeBlock,
  Mermaid,
  ThemedImage,
  CustomDocCardsWrapper,
  CustomDocCard,
  ApiCall,
  Request,
  Response,
  SideBySideContainer,
  SideBySideColumn,
  SubtleCallout,
  SiteStatus,
  Annotation,
  InteractiveQueryBuilder,
  InteractiveProjectStructure,
  ...badges,
};

export const contentComponents: ComponentMap = { ...authorComponents, a: ContentLink };
