// A doc page's sidebar tree as its HTML shows it (core/sidebar-tree.ts), provided by the server
// render (app/entry.server.tsx) and rendered there. The browser never has it: it keeps the server's
// HTML, then fetches the whole tree (sidebar-data.ts).
import { createContext, useContext } from "react";
import type { SidebarNode } from "../../core/page-data";
import { SidebarItems } from "./SidebarItems";

// Pure: the browser bundle, which never reads it, drops it.
export const ServerSidebar = /* @__PURE__ */ createContext<SidebarNode[] | null>(null);

const noToggle = () => {};

/** The page's tree with every category as the tree says (the reader's choices apply in the browser). */
export function ServerSidebarItems({ path }: { path: string }) {
  return <SidebarItems items={useContext(ServerSidebar) ?? []} path={path} open={{}} toggle={noToggle} depth={0} />;
}
