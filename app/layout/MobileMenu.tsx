import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SidebarNode } from "../content/page-data";
import { Sidebar } from "./Sidebar";

const DESKTOP = "(min-width: 997px)";

/** Below 996 px: a drawer with the quick links and the current sidebar; closes past 996 px. */
export function MobileMenu({ sidebar }: { sidebar?: SidebarNode[] }) {
  const [open, setOpen] = useState(false);
  const [showSidebar, setShowSidebar] = useState(true);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  useEffect(() => {
    if (!open) return;
    setShowSidebar(true);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <>
      <button type="button" className="icon-button mobile-menu-button" aria-label="Open navigation menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span>
      </button>
      {open && (
        <div className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu">
          <div className="mobile-menu-backdrop" onClick={() => setOpen(false)} />
          <div className="mobile-menu-panel">
            <div className="mobile-menu-header">
              <span className="mobile-menu-title">Menu</span>
              <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={() => setOpen(false)}>
                ×
              </button>
            </div>
            {sidebar && showSidebar ? (
              <>
                <button type="button" className="mobile-menu-back" onClick={() => setShowSidebar(false)}>
                  ← Back to main menu
                </button>
                <Sidebar items={sidebar} label="Docs sidebar (mobile)" />
              </>
            ) : (
              <ul className="mobile-menu-links">
                <li>
                  <Link to="/dev-docs/intro">CMS</Link>
                </li>
                <li>
                  <Link to="/cloud/intro">Cloud</Link>
                </li>
                <li>
                  <a href="https://github.com/strapi/documentation">GitHub</a>
                </li>
              </ul>
            )}
          </div>
        </div>
      )}
    </>
  );
}
