// Which pages the every-page sweep loads in full (the fewest that show every kind of element), and
// the colour check of highlighted code it runs on every page: pure functions of the page data.
import type { DocPageData } from "../../core/page-data";
import type { TreeNode } from "../../core/tree";

/**
 * What a page shows that its look depends on: each element as its tag and class in the context of
 * its nearest classed ancestor ("div.admonition-note > a."), the frame's optional parts, and its
 * area (the sidebar it shows). Code inside `pre` is left out: its colours are the code theme's,
 * which `codeContrastFailures` below checks on every page.
 */
export function pageKinds(page: DocPageData): Set<string> {
  const kinds = new Set<string>([`area:${page.path.split("/")[1]}`]);
  const visit = (node: TreeNode, context: string) => {
    if (typeof node === "string") return;
    const [tag, props, ...children] = node;
    if (tag === "pre") return kinds.add(`${context} > pre`);
    const className = typeof props?.className === "string" ? props.className : "";
    kinds.add(`${context} > ${tag}.${className}`);
    for (const child of children) visit(child, className ? `${tag}.${className}` : context);
  };
  visit(page.content, "article");
  if (page.runRecord) visit(page.runRecord, "run-record");
  for (const [part, shown] of Object.entries({
    breadcrumbs: page.breadcrumbs.length > 0,
    tags: page.tags.length > 0,
    prev: page.prev,
    next: page.next,
    editUrl: page.editUrl,
    toc: page.toc.length > 0,
  }))
    if (shown) kinds.add(`frame:${part}`);
  return kinds;
}

/**
 * The fewest pages that together show every kind of `pageKinds` (greedy set cover, ties to the
 * first path): the sweep loads these in full with every axe rule, so each element in each context,
 * each optional part of the frame and each sidebar is hydrated from HTML and contrast-checked at
 * least once.
 */
export function fullLoadSample(pages: DocPageData[]): Set<string> {
  const kindsOf = new Map(pages.map((page) => [page.path, pageKinds(page)]));
  const left = new Set([...kindsOf.values()].flatMap((kinds) => [...kinds]));
  const sample = new Set<string>();
  while (left.size > 0) {
    let best: [path: string, gain: number] = ["", 0];
    for (const [path, kinds] of kindsOf) {
      const gain = [...kinds].filter((kind) => left.has(kind)).length;
      if (gain > best[1]) best = [path, gain];
    }
    sample.add(best[0]);
    for (const kind of kindsOf.get(best[0]) ?? []) left.delete(kind);
  }
  return sample;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The code theme's background, which code-block.css gives every block: the build leaves it off each <pre> (rehype-code.ts). */
const CODE_BACKGROUND = "#0d1117";

/** Every highlighted token of `page` whose colour is below 4.5:1 on its code block's background, as "colour on background". */
export function codeContrastFailures(page: DocPageData): string[] {
  const failures = new Set<string>();
  const visit = (node: TreeNode, background: string | undefined) => {
    if (typeof node === "string") return;
    const [tag, props, ...children] = node;
    const style = props?.style as { color?: string; backgroundColor?: string } | undefined;
    const inside = tag === "pre" ? (style?.backgroundColor ?? CODE_BACKGROUND) : background;
    if (inside && style?.color && /^#[0-9a-f]{6}$/i.test(style.color) && contrastRatio(style.color, inside) < 4.5) failures.add(`${style.color} on ${inside}`);
    for (const child of children) visit(child, inside);
  };
  visit(page.content, undefined);
  return [...failures];
}
