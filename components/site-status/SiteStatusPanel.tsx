// The /status page's live panel (one page uses it, so no other page carries its code): a note until
// the panel's code, loaded only near the viewport, replaces it.
import { loadSiteStatus } from "../lazy/loaders";
import { useLazyModule } from "../lazy/use-lazy-module";
import "../lazy/lazy-block.css";

export function SiteStatusPanel() {
  const [ref, panel] = useLazyModule(loadSiteStatus);
  return (
    <div ref={ref} className="interactive-block">
      {panel ? <panel.SiteStatus /> : <p className="interactive-pending">Checking the site's status…</p>}
    </div>
  );
}
