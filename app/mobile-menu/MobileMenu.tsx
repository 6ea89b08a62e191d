import { useEffect } from "react";
import { useLocation } from "react-router";
import type { SidebarRef } from "../../core/page-data";
import { loadSidebar } from "../shell/sidebar-data";
import { Icon } from "../../ui/Icon";
import { lazyPanel, useLazyPanel } from "../../ui/use-lazy-panel";

const DESKTOP = "(min-width: 997px)";
const menuPanel = lazyPanel(() => import("./MobileMenuPanel.lazy"));

/** Below 996 px: a drawer with the quick links and the current sidebar; closes past 996 px. */
export function MobileMenu({ sidebar }: { sidebar?: SidebarRef | null }) {
  const { open, show, hide, render } = useLazyPanel(menuPanel);
  const { pathname } = useLocation();
  useEffect(() => hide(), [pathname, hide]);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const onChange = () => query.matches && hide();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [hide]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, hide]);
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu-button"
        aria-label="Open navigation menu"
        aria-expanded={open}
        onPointerDown={() => {
          menuPanel.preload();
          if (sidebar) loadSidebar(sidebar.url);
        }}
        onClick={show}
      >
        <Icon name="menu" />
      </button>
      {render({ sidebar, onClose: hide })}
    </>
  );
}
