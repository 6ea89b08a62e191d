import { Component, useEffect, useState, type ReactNode } from "react";
import { isExternalLink } from "../../core/external-link";
import { site, type NavbarItemConfig } from "../../core/site-config";
import { ColorModeToggle } from "./ColorModeToggle";
import { SearchButton } from "../search/SearchButton";
import { AskButton } from "../ask/AskButton";
import { AppLink, AppNavLink } from "../links/AppLink";

function NavbarLink({ item }: { item: NavbarItemConfig }) {
  if (isExternalLink(item.href)) {
    return (
      <a className="navbar-link" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <AppNavLink className="navbar-link" to={item.href}>
      {item.label}
    </AppNavLink>
  );
}

const ITEM_TYPES: Record<string, (props: { item: NavbarItemConfig }) => ReactNode> = { link: NavbarLink };

export function NavbarItem({ item }: { item: NavbarItemConfig }) {
  const Item = ITEM_TYPES[item.type];
  if (!Item) throw new Error(`No NavbarItem component found for type "${item.type}".`);
  return <Item item={item} />;
}

/** Keeps one broken navbar item from taking the page down, and says where to look. */
class NavbarItemBoundary extends Component<{ item: NavbarItemConfig; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <span className="navbar-item-error" role="alert">
        A navbar item failed to render. Check the navbar item "{this.props.item.label}" in the configuration. {this.state.error.message}
      </span>
    );
  }
}

function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setHidden(y > last && y > 80);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}

export function Navbar({ mobileMenu }: { mobileMenu?: ReactNode }) {
  const hidden = useHideOnScroll();
  const items = site.navbar.items as readonly NavbarItemConfig[];
  const render = (position: "left" | "right") =>
    items
      .filter((item) => item.position === position)
      .map((item) => (
        <NavbarItemBoundary key={item.label} item={item}>
          <NavbarItem item={item} />
        </NavbarItemBoundary>
      ));
  return (
    <header className={`navbar${hidden ? " navbar-hidden" : ""}`}>
      <nav className="navbar-inner" aria-label="Main">
        {mobileMenu}
        <AppLink to="/" className="navbar-brand" aria-label={`${site.title} home`}>
          {/* Raster, at 3× (the wordmark outlined from Inter Bold): an SVG image is a document the main thread builds and lays out. */}
          <img className="logo logo-light" src="/img/logo-light.webp" alt="" width="120" height="32" />
          <img className="logo logo-dark" src="/img/logo-dark.webp" alt="" width="120" height="32" />
          <span className="navbar-brand-text">Docs</span>
        </AppLink>
        <div className="navbar-items navbar-left">{render("left")}</div>
        <div className="navbar-items navbar-right">
          <SearchButton />
          <AskButton />
          {render("right")}
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  );
}
