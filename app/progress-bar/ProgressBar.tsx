// A top progress bar and a spinner on route changes, shown only when loading takes more than
// 200 ms. nprogress itself loads on the first slow navigation, so pages do not ship it up front.
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PENDING_NAVIGATION, writeStorage } from "../../ui/storage";

const DELAY_MS = 200;

type NProgress = (typeof import("./nprogress.lazy"))["default"];
let nprogress: Promise<NProgress> | undefined;

const loadNProgress = (): Promise<NProgress> => (nprogress ??= import("./nprogress.lazy").then((module) => module.default));

export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const target = navigation.location;
  useEffect(() => {
    if (!target) return;
    // If the target's code fails to load, React Router reloads the current page: this note lets
    // the bootstrap script go on to the target instead (spec: a full page load of the target).
    // Keyed on the target, so a navigation that interrupts another one replaces its note.
    const { pathname, search, hash } = target;
    writeStorage(PENDING_NAVIGATION, JSON.stringify({ from: location.pathname, to: pathname + search + hash, at: Date.now() }), "session");
    return () => writeStorage(PENDING_NAVIGATION, null, "session");
  }, [target]);
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
