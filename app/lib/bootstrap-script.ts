import { site } from "../site-config";
import { storageKey } from "./storage";

/**
 * When the site is served under another path than its base URL, its absolute asset URLs
 * miss and the app's modules never run (React Router's inline loader sets
 * __reactRouterRouteModules once they have loaded). Then a plain banner (styled inline)
 * says so and suggests the base URL the address implies.
 */
const BASE_URL_CHECK = `addEventListener("load",function(){if(window.__reactRouterRouteModules)return;var b=document.createElement("div"),s=location.pathname.split("/")[1],base=${JSON.stringify(site.baseUrl)};b.id="base-url-issue-banner";b.setAttribute("role","alert");b.style.cssText="border:2px solid #d02b20;background:#fcecea;color:#32324d;padding:16px;margin:16px;font:16px/1.5 sans-serif";b.textContent="Your site did not load properly. A very common reason is a wrong base URL: this site is built for the base URL "+base+(s&&"/"+s+"/"!==base?", and this address suggests "+"/"+s+"/":"")+".";document.body.prepend(b)})`;

/**
 * Runs in <head> before first paint: applies the stored colour mode (light unless the
 * reader chose dark; the system preference is deliberately ignored) and hides an
 * announcement the reader already dismissed, so nothing flashes or shifts.
 */
export const BOOTSTRAP_SCRIPT = `(function(){var d=document.documentElement,t,a;try{t=localStorage.getItem(${JSON.stringify(storageKey("theme"))});a=localStorage.getItem(${JSON.stringify(storageKey("announcement-dismissed"))})}catch(e){}d.dataset.theme=t==="dark"?"dark":"light";if(a===${JSON.stringify(site.announcement.id)})d.dataset.announcementDismissed="true";${BASE_URL_CHECK}})()`;
