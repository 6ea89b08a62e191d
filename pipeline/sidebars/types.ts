// pipeline/site.ts still imports the sidebar config's types from here; they live in core/ so that
// content/sidebars.ts need not import pipeline/. Delete this file when site.ts imports core/sidebar-config.ts.
export type { SidebarsConfig } from "../../core/sidebar-config";
