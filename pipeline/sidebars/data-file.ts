// A sidebar's whole tree as the file the browser fetches (app/shell/sidebar-data.ts): its name
// carries a hash of its JSON, so browsers keep it for good (public/_headers) and a new build that
// changes the sidebar names a new file.
import { createHash } from "node:crypto";
import { dataUrl } from "../../core/asset-paths";
import type { SidebarNode } from "../../core/page-data";

export function sidebarDataFile(id: string, items: SidebarNode[]): { url: string; json: string } {
  const json = JSON.stringify(items);
  return { url: dataUrl.sidebar(id, createHash("sha256").update(json).digest("hex").slice(0, 10)), json };
}
