// A top progress bar on route changes, shown only when loading takes more than 200 ms.
import NProgress from "nprogress";
import { useEffect } from "react";
import { useNavigation } from "react-router";

const DELAY_MS = 200;
NProgress.configure({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false } as Partial<NProgress.NProgressOptions>);

export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => NProgress.start(), DELAY_MS);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [busy]);
  return null;
}
