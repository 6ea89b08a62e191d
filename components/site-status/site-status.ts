// The /status page's live panel: filled in the browser (SiteStatusPanel.tsx), nothing in markdown.
import type { ComponentFamily } from "../types";

export const siteStatus = {
  SiteStatus: { kind: "rendered", markdown: () => [] },
} satisfies ComponentFamily;
