import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { DocPageFrame } from "../core/page-data";
import { isPagePayload, pageFrom, type PagePayload } from "./loaders/page-payload";
import { AnnouncementBar } from "./shell/AnnouncementBar";
import { RouteError } from "./route-error/RouteError";
import { Footer } from "./shell/Footer";
import { ImageZoom } from "./image-zoom/ImageZoom";
import { MobileMenu } from "./mobile-menu/MobileMenu";
import { Navbar } from "./shell/Navbar";
import { ProgressBar } from "./progress-bar/ProgressBar";
import { bootstrapScript } from "./head/bootstrap-script";
import { errorMeta, siteLinks } from "./head/meta";
import shellCss from "./shell/shell.css?inline";
import searchButtonCss from "./search/search-button.css?inline";
import askButtonCss from "./ask/ask-button.css?inline";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = siteLinks;

/** Used only when an error reaches the root: child routes otherwise provide their own. */
export const meta: Route.MetaFunction = ({ error }) => errorMeta(error);

function useCurrentSidebar() {
  const payload = useMatches().find((match) => isPagePayload(match.data))?.data as PagePayload | undefined;
  return payload && pageFrom<DocPageFrame>(payload).sidebar;
}

// What every page shows is styled by CSS the server inlines: a separate file would block the first
// paint for one more round trip (Lighthouse mobile LCP). The rest travels with what it styles: a
// route's stylesheet (the doc page's frame and the author components, the home page…) is linked with
// the route, a lazily loaded module's comes with its chunk. The browser bundle leaves the inlined text
// out, and hydration keeps the server's <style> as it is.
const INLINE_CSS = import.meta.env.SSR ? shellCss + searchButtonCss + askButtonCss : "";
// Likewise the bootstrap script: it runs once, from the server's HTML.
const INLINE_BOOTSTRAP = import.meta.env.SSR ? bootstrapScript() : "";

export function Layout({ children }: { children: React.ReactNode }) {
  const sidebar = useCurrentSidebar();
  // Lets tests (and CSS) know the page is interactive.
  useEffect(() => void (document.documentElement.dataset.hydrated = "true"), []);
  return (
    <html lang="en" data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: INLINE_BOOTSTRAP }} suppressHydrationWarning />
        <style dangerouslySetInnerHTML={{ __html: INLINE_CSS }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <ProgressBar />
        <ImageZoom />
        <AnnouncementBar />
        <Navbar mobileMenu={<MobileMenu sidebar={sidebar} />} />
        {children}
        <Footer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
