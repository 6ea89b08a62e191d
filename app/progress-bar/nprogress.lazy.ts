// The route-change progress bar (app/progress-bar/ProgressBar.tsx) loads this on the first slow navigation:
// nprogress, configured, with its styles.
import nprogress from "nprogress";
import "./progress-bar.css";

nprogress.configure({
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: true,
  // nprogress's own template uses the invalid ARIA roles "bar" and "spinner".
  template: '<div class="bar"><div class="peg"></div></div><div class="spinner" role="status" aria-label="Loading page"><div class="spinner-icon"></div></div>',
  barSelector: ".bar",
  spinnerSelector: ".spinner",
} as Partial<typeof nprogress.settings>);

export default nprogress;
