import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { prefetchMode } from "./prefetch";

/** A site link that prefetches the next page on intent, unless the connection is slow or saving data. */
export function AppLink(props: Omit<LinkProps, "prefetch">) {
  return <Link prefetch={prefetchMode()} {...props} />;
}

export function AppNavLink(props: Omit<NavLinkProps, "prefetch">) {
  return <NavLink prefetch={prefetchMode()} {...props} />;
}
