// The /status page's live panel (one page uses it, so no other page carries its code): a note until
// the panel's code, loaded only near the viewport, replaces it.
import { LazyBlock } from "../lazy/LazyBlock";
import "../lazy/lazy-block.css";

export function SiteStatusPanel() {
  return (
    <LazyBlock name="siteStatus" props={undefined} className="interactive-block">
      <p className="interactive-pending">Checking the site's status…</p>
    </LazyBlock>
  );
}
