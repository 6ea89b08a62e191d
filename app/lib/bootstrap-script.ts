import { site } from "../site-config";
import { storageKey } from "./storage";

/**
 * Runs in <head> before first paint: applies the stored colour mode (light unless the
 * reader chose dark; the system preference is deliberately ignored) and hides an
 * announcement the reader already dismissed, so nothing flashes or shifts.
 */
export const BOOTSTRAP_SCRIPT = `(function(){var d=document.documentElement,t,a;try{t=localStorage.getItem(${JSON.stringify(storageKey("theme"))});a=localStorage.getItem(${JSON.stringify(storageKey("announcement-dismissed"))})}catch(e){}d.dataset.theme=t==="dark"?"dark":"light";if(a===${JSON.stringify(site.announcement.id)})d.dataset.announcementDismissed="true"})()`;
