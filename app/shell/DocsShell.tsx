import type { ReactNode } from "react";
import type { SidebarRef } from "../../core/page-data";
import { useStoredState } from "../../ui/use-stored-state";
import { Sidebar } from "./Sidebar";

/** The docs area frame: a sidebar that can be hidden (remembered) beside the main column. */
export function DocsShell({ sidebar, children }: { sidebar: SidebarRef | null; children: ReactNode }) {
  const [hidden, setHidden] = useStoredState("sidebar:hidden", "false");
  const isHidden = hidden === "true";
  return (
    <div className={`docs-shell${sidebar ? "" : " docs-shell-no-sidebar"}${isHidden ? " docs-shell-sidebar-hidden" : ""}`}>
      {sidebar && (
        <div className="docs-sidebar">
          {!isHidden && <Sidebar sidebar={sidebar} label="Docs sidebar" />}
          <button type="button" className="sidebar-hide" aria-expanded={!isHidden} onClick={() => setHidden(isHidden ? "false" : "true")}>
            {isHidden ? <span aria-label="Expand sidebar">»</span> : <span>« Collapse sidebar</span>}
          </button>
        </div>
      )}
      <main id="main-content" className="docs-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
