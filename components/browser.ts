// The browser's side of the author components: the React component of each one the registry marks
// "rendered", by the name MDX pages use (registry.test.ts checks the two lists agree). Static
// components arrive as plain elements and need no code. Nothing here imports the registry, whose
// build steps and markdown forms must stay out of the browser bundle.
import { Annotation } from "./annotation/Annotation";
import { CodeBlock } from "./code-block/CodeBlock";
import { Mermaid } from "./mermaid/Mermaid";
import { InteractiveProjectStructure } from "./project-structure/InteractiveProjectStructure";
import { InteractiveQueryBuilder } from "./query-builder/InteractiveQueryBuilder";
import { SiteStatusPanel } from "./site-status/SiteStatusPanel";
import { TabItem, Tabs } from "./tabs/Tabs";
// The static components' styles: their markup comes from the build, so no module of theirs brings them.
import "./admonition/admonition.css";
import "./api-call/api-call.css";
import "./badges/badges.css";
import "./doc-cards/doc-cards.css";
import "./images/images.css";
import "./side-by-side/side-by-side.css";
import "./subtle-callout/subtle-callout.css";

// The doc page's one delegated listener for the "Try it" buttons of API calls and the query builder.
export { openTryItFrom } from "./api-call/try-it-trigger";

export const browserComponents = {
  Tabs,
  TabItem,
  CodeBlock,
  Mermaid,
  SiteStatus: SiteStatusPanel,
  Annotation,
  InteractiveQueryBuilder,
  InteractiveProjectStructure,
};
