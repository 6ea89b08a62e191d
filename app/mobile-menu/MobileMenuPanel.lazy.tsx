// The drawer's content, loaded the first time a reader opens the menu (desktop readers never do):
// the current sidebar, or the navbar's links (core/site-config.ts).
import { useState } from "react";
import { Link } from "react-router";
import { isExternalLink } from "../../core/external-link";
import type { SidebarRef } from "../../core/page-data";
import { site } from "../../core/site-config";
import { Icon } from "../../ui/Icon";
import { Sidebar } from "../shell/Sidebar";
import "./mobile-menu.css";

export default function MobileMenuPanel({ sidebar, onClose }: { sidebar?: SidebarRef | null; onClose: () => void }) {
  const [showSidebar, setShowSidebar] = useState(true);
  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className="mobile-menu-backdrop" onClick={onClose} />
      <div className="mobile-menu-panel">
        <div className="mobile-menu-header">
          <span className="mobile-menu-title">Menu</span>
          <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={onClose}>
            <Icon name="close" />
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
            {site.navbar.items.map((item) => (
              <li key={item.label}>{isExternalLink(item.href) ? <a href={item.href}>{item.label}</a> : <Link to={item.href}>{item.label}</Link>}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
