// The browser's side of the author components, for the doc page (app/doc-page/Article.tsx): what
// it runs over the article's server HTML (components/server.ts renders it), and every component's
// CSS. Static components arrive as plain elements and need no code. Nothing here imports the
// registry, whose build steps and markdown forms must stay out of the browser bundle.
import { enhanceAnnotations } from "./annotation/enhance-annotations";
import { enhanceCodeBlocks } from "./code-block/enhance-code-blocks";
import { enhanceLazyBlocks } from "./lazy/enhance-lazy-blocks";
import { enhanceTabs } from "./tabs/enhance-tabs";
// Every component's styles: the browser loads none of the components' React modules, so the doc
// page's stylesheet gets them from here.
import "./admonition/admonition.css";
import "./annotation/annotation.css";
import "./api-call/api-call.css";
import "./badges/badges.css";
import "./code-block/code-block.css";
import "./doc-cards/doc-cards.css";
import "./images/images.css";
import "./lazy/lazy-block.css";
import "./mermaid/mermaid.css";
import "./project-structure/interactive-project-structure.css";
import "./query-builder/interactive-query-builder.css";
import "./side-by-side/side-by-side.css";
import "./subtle-callout/subtle-callout.css";
import "./tabs/tabs.css";

// The doc page's one delegated listener for the "Try it" buttons of API calls and the query builder.
export { openTryItFrom } from "./api-call/try-it-trigger";

/** Brings the article's server HTML under `root` to life (delegated listeners, the lazy blocks); returns what undoes it (before the next article replaces it). */
export function enhanceArticle(root: HTMLElement): () => void {
  // The lazy blocks first: their props are parsed at once, and a broken one throws before any listener is added.
  const undo = [enhanceLazyBlocks(root), enhanceTabs(root), enhanceCodeBlocks(root), enhanceAnnotations(root)];
  return () => {
    for (const step of undo) step();
  };
}
