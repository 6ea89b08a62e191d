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
import siteCssHref from "./site.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: siteCssHref }, ...siteLinks()];

/** Used only when an error reaches the root: child routes otherwise provide their own. */
export const meta: Route.MetaFunction = ({ error }) => errorMeta(error);

function useCurrentSidebar() {
  const payload = useMatches().find((match) => isPagePayload(match.data))?.data as PagePayload | undefined;
  return payload && pageFrom<DocPageFrame>(payload).sidebar;
}

// What every page shows is styled by one stylesheet, linked (and cached) like the route's own: every
// route links a stylesheet that blocks the first paint anyway, and the two load side by side, so
// inlining it would only make every page's HTML 2.5 kB heavier. It is linked by URL, not imported: an
// imported stylesheet belongs to the shell chunk, so every lazy chunk that imports from the shell would
// append a second copy of it when it loads (React Router links the root's CSS with a '#' suffix, which
// Vite's preload does not recognise), and that copy, last in the cascade, would restyle the page.
// A lazily loaded module's CSS comes with its chunk.
// The bootstrap script runs once, from the server's HTML: the browser bundle leaves its text out.
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
