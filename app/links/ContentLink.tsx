import type { AnchorHTMLAttributes } from "react";
import { isAppHref, isExternalLink } from "../../core/external-link";
import { AppLink } from "./AppLink";

/** Site links navigate in the app (prefetched on intent); others are plain anchors. */
export function ContentLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!isAppHref(href)) {
    return (
      <a href={href} {...rest} {...(isExternalLink(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  }
  return (
    <AppLink to={href} {...rest}>
      {children}
    </AppLink>
  );
}
