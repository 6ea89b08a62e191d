// What the tree renderer uses for a page's content: the author components the browser draws
// (components/browser.ts) and the site's link component for every `a`.
import { browserComponents } from "../../components/browser";
import { ContentLink } from "../links/ContentLink";
import type { ComponentMap } from "./render";

export const contentComponents: ComponentMap = { ...browserComponents, a: ContentLink };
