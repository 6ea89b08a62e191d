import type { AnchorHTMLAttributes } from "react";
import { isExternalLink } from "../../core/external-link";
import { AppLink } from "./AppLink";

/** Site links navigate in the app (prefetched on intent); others are plain anchors. */
export function ContentLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = isExternalLink(href);
  if (external || href.startsWith("#") || /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])) {
    return (
      <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
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
