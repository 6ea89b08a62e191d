// Tag slugs follow the original site: lodash kebabCase of the label ("i18n" -> "i-18-n").
import kebabCase from "lodash.kebabcase";
import { pageUrl } from "../core/routes";

export function tagSlug(label: string): string {
  return kebabCase(label);
}

export function tagHref(label: string): string {
  return pageUrl.tag(tagSlug(label));
}
