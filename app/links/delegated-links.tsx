// Site links in HTML the browser keeps as the server sent it (the article, the first page's sidebar):
// one listener on their container navigates in the app and prefetches on intent, as an AppLink does.
import { useState, type MouseEvent, type SyntheticEvent } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { isAppHref } from "../../core/external-link";
import { prefetchAllowed } from "./prefetch";

/** The site link an event happened on, if the app should handle it. */
function appLinkOf(event: SyntheticEvent): string | undefined {
  const anchor = (event.target as Element).closest("a");
  const href = anchor?.getAttribute("href");
  if (!anchor || !href || anchor.target || !isAppHref(href)) return;
  return href;
}

/** A click handler that follows plain left clicks on site links in the app. */
export function useLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const href = appLinkOf(event);
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** Site links pointed at (hover, focus, touch) prefetch their page's code and data: `onIntent` for those events, `links` to render. */
export function useLinkPrefetch() {
  const [intent, setIntent] = useState<string>();
  const onIntent = (event: SyntheticEvent) => {
    const href = appLinkOf(event);
    if (href && prefetchAllowed()) setIntent(href);
  };
  return { onIntent, links: intent ? <PrefetchPageLinks page={intent} /> : null };
}
