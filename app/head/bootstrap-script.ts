import { site } from "../../core/site-config";
import { PENDING_NAVIGATION, SCROLL_POSITIONS_KEY, storageKey } from "../../ui/storage";

const json = JSON.stringify;

/**
 * The inline script that runs in <head> before first paint. Built only on the server (a
 * function, so the browser bundle leaves it out):
 * - applies the stored colour mode (light unless the reader chose dark; the system
 *   preference is deliberately ignored) and hides an announcement the reader already
 *   dismissed, so nothing flashes or shifts;
 * - goes on to the target of a client navigation that React Router cut short with a reload
 *   (within 10 s): the spec wants a full page load of the target when its code fails. Only on a
 *   reload of the history entry the note was written on: a note left by a navigation the reader
 *   cut short (by a link or the address bar, before the router went idle) must not send them on
 *   to the page they had left;
 * - gives the history entry a key and, once the document is parsed, scrolls to where the reader
 *   was on that entry (a reload, or back to a page the browser did not keep): what React Router's
 *   <ScrollRestoration> does with a script at the end of the body. Here, the key is set in the first
 *   script the parser runs, and the end of the body has one classic script fewer, which would
 *   wait for the stylesheet and make a task of its own after the first paint;
 * - touches session storage only on a reload or a return (`performance`'s navigation type): the
 *   first use of a storage area waits on the browser process (two synchronous calls), and a page
 *   opened anew has nothing there to act on;
 * - when the site is served under another path than its base URL, its absolute asset URLs
 *   miss and the app's modules never run (React Router's inline loader sets
 *   __reactRouterRouteModules once they have loaded): a plain banner, styled inline, says
 *   so and suggests the base URL the address implies.
 */
export function bootstrapScript(): string {
  const pending = json(storageKey(PENDING_NAVIGATION));
  const colourAndAnnouncement = `var d=document.documentElement,t,a;try{t=localStorage.getItem(${json(storageKey("theme"))});a=localStorage.getItem(${json(storageKey("announcement-dismissed"))})}catch(e){}d.dataset.theme=t==="dark"?"dark":"light";if(a===${json(site.announcement.id)})d.dataset.announcementDismissed="true";`;
  const navigationType = `var h=history,n=performance.getEntriesByType("navigation")[0],k=n?n.type:"navigate";`;
  const pendingNavigation = `if(k==="reload")try{var p=JSON.parse(sessionStorage.getItem(${pending})||"null");sessionStorage.removeItem(${pending});if(p&&h.state&&p.key===h.state.key&&p.from===location.pathname&&p.to!==p.from&&Date.now()-p.at<1e4&&p.to.charAt(0)==="/"&&p.to.charAt(1)!=="/")location.replace(p.to)}catch(e){}`;
  const positions = json(SCROLL_POSITIONS_KEY);
  const scrollRestoration = `try{if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"")}catch(e){}if(k==="reload"||k==="back_forward")addEventListener("DOMContentLoaded",function(){try{var y=JSON.parse(sessionStorage.getItem(${positions})||"{}")[h.state.key];if(typeof y==="number")scrollTo(0,y)}catch(e){sessionStorage.removeItem(${positions})}});`;
  const baseUrlCheck = `addEventListener("load",function(){if(window.__reactRouterRouteModules)return;var b=document.createElement("div"),s=location.pathname.split("/")[1],base=${json(site.baseUrl)};b.id="base-url-issue-banner";b.setAttribute("role","alert");b.style.cssText="border:2px solid #d02b20;background:#fcecea;color:#32324d;padding:16px;margin:16px;font:16px/1.5 sans-serif";b.textContent="Your site did not load properly. A very common reason is a wrong base URL: this site is built for the base URL "+base+(s&&"/"+s+"/"!==base?", and this address suggests "+"/"+s+"/":"")+".";document.body.prepend(b)})`;
  return `(function(){${colourAndAnnouncement}${navigationType}${pendingNavigation}${scrollRestoration}${baseUrlCheck}})()`;
}
