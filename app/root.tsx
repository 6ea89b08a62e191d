import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, UNSAFE_useScrollRestoration as useScrollRestoration, useMatches, useRouteError } from "react-router";
import { SCROLL_POSITIONS_KEY } from "../ui/storage";
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
import pageFrameCss from "./shell/page-frame.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = siteLinks;

/** Used only when an error reaches the root: child routes otherwise provide their own. */
export const meta: Route.MetaFunction = ({ error }) => errorMeta(error);

function useCurrentSidebar() {
  const payload = useMatches().find((match) => isPagePayload(match.data))?.data as PagePayload | undefined;
  return payload && pageFrom<DocPageFrame>(payload).sidebar;
}

// What every page shows (shell/page-frame.css) begins each route's stylesheet, so that a page's first paint
// waits for one stylesheet, its route's, and its HTML does not carry the shell's CSS. A lazily loaded module's
// stylesheet comes with its chunk.

// The bootstrap script runs once, from the server's HTML.
const INLINE_BOOTSTRAP = import.meta.env.SSR ? bootstrapScript() : "";

export function Layout({ children }: { children: React.ReactNode }) {
  const sidebar = useCurrentSidebar();
  // An error no route renders around has no route stylesheet: the root then links the page frame's alone.
  // (useRouteError gives null outside an error.)
  const rootError = useRouteError();
  // Lets tests (and CSS) know the page is interactive.
  useEffect(() => void (document.documentElement.dataset.hydrated = "true"), []);
  // <ScrollRestoration> without its inline script: the bootstrap script restores the first load's position.
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return (
    <html lang="en" data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: INLINE_BOOTSTRAP }} suppressHydrationWarning />
        <Meta />
        <Links />
        {rootError != null && <link rel="stylesheet" href={pageFrameCss} />}
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
