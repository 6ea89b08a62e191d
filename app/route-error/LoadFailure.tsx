import { useEffect } from "react";
import { readStorage, writeStorage } from "../../ui/storage";

/**
 * A page that failed to load during client navigation (its data or code could not be
 * fetched) is loaded once more as a full page; if that fails too, the reader gets Retry.
 */
export function LoadFailure({ error }: { error: Error }) {
  useEffect(() => {
    const guard = `reloaded:${window.location.pathname}`;
    if (readStorage(guard, "session")) return;
    writeStorage(guard, "1", "session");
    window.location.reload();
  }, []);
  return (
    <div className="crash" role="alert">
      <h1>This page could not be loaded.</h1>
      <p className="crash-message">{error.message}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}
