// Build check: every internal link must reach a page (or a public file) and every anchor a heading.
// A link to a planned page (content/planned.ts) is allowed and shown as plain text until that page exists.
import { isExternalLink } from "../core/external-link";
import { FRAGMENT, type TreeNode } from "../core/tree";
import type { FoundLink } from "./mdx/rehype-links";

export interface LinkSource {
  file: string;
  path: string;
  links: FoundLink[];
}

export interface LinkTargets {
  /** Heading and element ids of every page, by path. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** Routes that exist but carry no checkable anchors (tags, home, search). */
  routes: ReadonlySet<string>;
  /** Whether a file of public/ answers this path. */
  isPublicFile: (path: string) => boolean;
  /** Paths of planned pages that are not written yet. */
  planned?: ReadonlySet<string>;
}

export function checkLinks(sources: LinkSource[], targets: LinkTargets): string[] {
  const problems: string[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      if (isExternalLink(link.href)) continue;
      const where = `${source.file}:${link.line ?? "?"}`;
      const [beforeHash, anchor] = splitOnce(link.href, "#");
      const path = splitOnce(beforeHash, "?")[0];
      if (path && !path.startsWith("/")) {
        problems.push(`${where}: relative link "${link.href}": use an absolute site path such as /dev-docs/intro`);
        continue;
      }
      const target = path || source.path;
      if (path && (path.endsWith(".html") || (path.length > 1 && path.endsWith("/")))) {
        problems.push(`${where}: link "${link.href}" should be written without a trailing slash or .html`);
        continue;
      }
      const ids = targets.ids.get(target);
      if (!ids && targets.planned?.has(target)) continue;
      if (!ids) {
        if (!targets.routes.has(target) && !targets.isPublicFile(target)) problems.push(`${where}: broken link to "${link.href}": no page at ${target}`);
        else if (anchor) problems.push(`${where}: broken anchor in "${link.href}": ${target} has no headings to link to`);
        continue;
      }
      if (anchor && !ids.has(decodeURIComponent(anchor))) {
        problems.push(`${where}: broken anchor "#${anchor}" in link to ${target}`);
      }
    }
  }
  return problems;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

const linkPath = (href: string) => splitOnce(splitOnce(href, "#")[0], "?")[0];

/** The tree with links to planned pages replaced by their text, so readers never meet a dead link. */
export function unlinkPlannedPages(node: TreeNode, planned: ReadonlySet<string>): TreeNode {
  if (typeof node === "string" || planned.size === 0) return node;
  const [tag, props, ...children] = node;
  const kept = children.map((child) => unlinkPlannedPages(child, planned));
  if (tag === "a" && typeof props?.href === "string" && planned.has(linkPath(props.href))) return [FRAGMENT, null, ...kept];
  // An unchanged node is returned as it is: in development, an unchanged page keeps its tree, and
  // what the build derives from it (its markdown) is not made again.
  return kept.every((child, index) => child === children[index]) ? node : [tag, props, ...kept];
}
