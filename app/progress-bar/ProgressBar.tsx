// A top progress bar and a spinner on route changes, shown only when loading takes more than
// 200 ms. nprogress itself loads on the first slow navigation, so pages do not ship it up front.
import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useNavigation } from "react-router";
import { PENDING_NAVIGATION, writeStorage } from "../../ui/storage";

const DELAY_MS = 200;

type NProgress = (typeof import("./nprogress.lazy"))["default"];
let nprogress: Promise<NProgress> | undefined;

const loadNProgress = (): Promise<NProgress> => (nprogress ??= import("./nprogress.lazy").then((module) => module.default));

/**
 * If the target's code fails to load, React Router reloads the current page: this note lets the
 * bootstrap script go on to the target instead (spec: a full page load of the target). It names
 * the history entry it was written on, so only a reload of that entry acts on it. Written
 * from the router's own subscription, which runs as the navigation starts and before the route's
 * code is fetched; an effect runs only after React renders the transition, which a busy main
 * thread delays past the reload.
 */
function usePendingNavigationNote() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    let noted: string | undefined;
    const unsubscribe = router.subscribe(({ navigation }) => {
      const target = navigation.location;
      // Keyed on the target, so a navigation that interrupts another one replaces its note.
      const to = target ? target.pathname + target.search + target.hash : undefined;
      if (to === noted) return;
      noted = to;
      const entry: unknown = window.history.state;
      const key = typeof entry === "object" && entry !== null && "key" in entry ? entry.key : undefined;
      writeStorage(PENDING_NAVIGATION, to === undefined ? null : JSON.stringify({ from: location.pathname, to, at: Date.now(), key }), "session");
    });
    return unsubscribe;
  }, [router]);
}

export function ProgressBar() {
  usePendingNavigationNote();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    let finished = false;
    const timer = setTimeout(() => void loadNProgress().then((bar) => !finished && bar.start()), DELAY_MS);
    return () => {
      finished = true;
      clearTimeout(timer);
      if (nprogress) void nprogress.then((bar) => bar.done());
    };
  }, [busy]);
  return null;
}
