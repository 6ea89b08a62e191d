import { lazy, Suspense } from "react";
import { isRouteErrorResponse, useLocation, useNavigate } from "react-router";
import { LoadFailure } from "./LoadFailure";

// Only unknown addresses show it, so it is not part of every page's code.
const NotFound = lazy(() => import("./NotFound.lazy"));

/** Spec §4/§8: a crash shows a fallback with its message; "Try again" renders the route again. */
export function CrashFallback({ error }: { error: Error }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="crash" role="alert">
      <h1>This page crashed.</h1>
      <p className="crash-message">{error.message}</p>
      <button type="button" className="button" onClick={() => navigate(location, { replace: true })}>
        Try again
      </button>
    </div>
  );
}

/** Route errors may be thrown responses or any value: the fallbacks show an Error's message. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Unknown error");
}

/**
 * What React Router's error boundaries show when no page could be rendered around the error:
 * the 404 page, a failed load, or a crash.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={<main id="main-content" className="not-found" />}>
        <NotFound />
      </Suspense>
    );
  // In the browser, an error that no page data came with comes from loading the page (a failed
  // data or code request): a full page load usually fixes it. On the server it is a crash.
  const loading = typeof document !== "undefined" && !isRouteErrorResponse(error);
  return (
    <main id="main-content" tabIndex={-1}>
      {loading ? <LoadFailure error={asError(error)} /> : <CrashFallback error={asError(error)} />}
    </main>
  );
}
