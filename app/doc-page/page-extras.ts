// A doc page's contents list and run record. A client navigation's frame carries them; a first load's
// hydration data does not, as the page's HTML already has both: the server renders them from the
// request's context (app/entry.server.tsx), and the browser reads them back from its HTML before
// hydration, so it renders exactly what the server did.
import { createContext, useContext } from "react";
import type { DocPageExtras, DocPageFrame } from "../../core/page-data";
import type { TocItem } from "../../core/tree";

// Provided by the server render only; in the browser it stays null, and the HTML is read instead.
export const ServerPageExtras = createContext<DocPageExtras | null>(null);

/** The class of the element that holds the run record (DocPage.tsx), where the browser reads it back. */
export const RUN_RECORD_CLASS = "doc-run-record";

function tocFromHtml(): TocItem[] {
  const links = document.querySelectorAll<HTMLAnchorElement>(".toc-desktop .toc-link");
  return [...links].map((link) => ({
    id: decodeURIComponent(link.hash.slice(1)),
    text: link.textContent ?? "",
    level: link.parentElement?.classList.contains("toc-level-3") ? 3 : 2,
  }));
}

let firstPage: DocPageExtras | undefined;

/** The first page's extras, as the server sent them: read once, before hydration changes anything. */
function extrasFromHtml(): DocPageExtras {
  return (firstPage ??= { toc: tocFromHtml(), runRecord: document.querySelector(`.${RUN_RECORD_CLASS}`)?.innerHTML ?? null });
}

export function usePageExtras(page: DocPageFrame): DocPageExtras {
  const server = useContext(ServerPageExtras);
  if (page.toc) return { toc: page.toc, runRecord: page.runRecord ?? null };
  if (import.meta.env.SSR) return server ?? { toc: [], runRecord: null };
  return extrasFromHtml();
}
