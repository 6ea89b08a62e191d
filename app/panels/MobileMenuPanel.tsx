// The drawer's content, loaded the first time a reader opens the menu (desktop readers never do).
import { useState } from "react";
import { Link } from "react-router";
import type { PageSidebar } from "../../core/page-data";
import { Sidebar } from "../shell/Sidebar";

export default function MobileMenuPanel({ sidebar, onClose }: { sidebar?: PageSidebar | null; onClose: () => void }) {
  const [showSidebar, setShowSidebar] = useState(true);
  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className="mobile-menu-backdrop" onClick={onClose} />
      <div className="mobile-menu-panel">
        <div className="mobile-menu-header">
          <span className="mobile-menu-title">Menu</span>
          <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={onClose}>
            ×
          </button>
        </div>
        {sidebar && showSidebar ? (
          <>
            <button type="button" className="mobile-menu-back" onClick={() => setShowSidebar(false)}>
              ← Back to main menu
            </button>
            <Sidebar sidebar={sidebar} label="Docs sidebar (mobile)" />
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
  );
}
