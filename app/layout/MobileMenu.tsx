import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { PageSidebar } from "../content/page-data";

const DESKTOP = "(min-width: 997px)";
const loadPanel = () => import("./MobileMenuPanel");
const MobileMenuPanel = lazy(loadPanel);

/** Below 996 px: a drawer with the quick links and the current sidebar; closes past 996 px. */
export function MobileMenu({ sidebar }: { sidebar?: PageSidebar | null }) {
  const [open, setOpen] = useState(false);
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
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu-button"
        aria-label="Open navigation menu"
        aria-expanded={open}
        onPointerDown={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel sidebar={sidebar} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
