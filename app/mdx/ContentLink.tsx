import type { AnchorHTMLAttributes } from "react";
import { AppLink } from "../layout/AppLink";

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Site links navigate in the app (prefetched on intent); others are plain anchors. */
export function ContentLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (EXTERNAL.test(href) || href.startsWith("#") || /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])) {
    const external = EXTERNAL.test(href);
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
