// Author components that are plain markup (badges, admonitions, layout boxes, image pairs,
// cards, API call boxes) become ordinary elements when the browser's page data is written,
// so their code never ships to the browser. The named tree stays for markdown and search.
import { ADMONITION_HEADINGS } from "./admonition-headings";
import { BADGE_LABELS, versionBadgeLabel, type BadgeLabel } from "../sidebars/badge-labels";
import type { StaticMarkupComponentName } from "../../core/component-names";
import { screenshotSrc } from "./screenshots";
import { tryItButton } from "./try-it-button";
import { FRAGMENT, type TreeElement, type TreeNode, type TreeProps } from "../../core/tree";

type Expand = (props: TreeProps, children: TreeNode[]) => TreeNode;

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const el = (tag: string, props: TreeProps | null, ...children: TreeNode[]): TreeElement => [tag, props, ...children];

const badge =
  ({ label, tone, title }: BadgeLabel): Expand =>
  () =>
    el("span", { className: `badge badge-${tone}`, title }, label);

const apiCallPart =
  (kind: string, labelEnd: (title: string | undefined, children: TreeNode[]) => TreeNode | undefined = () => undefined): Expand =>
  (props, children) => {
    const title = str(props.title);
    const end = labelEnd(title, children);
    return el(
      "section",
      { className: `api-call-part api-call-${kind.toLowerCase()}`, "aria-label": title ?? kind },
      el("p", { className: "api-call-label" }, el("span", { className: "api-call-kind" }, kind), title ? ` ${title}` : "", ...(end ? [end] : [])),
      ...children,
    );
  };

const themedImage = (props: TreeProps, variant: "light" | "dark", extraClass = ""): TreeElement => {
  const sources = props.sources as Record<string, string> | undefined;
  return el("img", {
    className: `themed-image themed-image-${variant}${extraClass}`,
    src: sources?.[variant] ?? "",
    alt: str(props.alt) ?? "",
    ...(props.width !== undefined && { width: props.width }),
    ...(props.height !== undefined && { height: props.height }),
    loading: "lazy",
    decoding: "async",
  });
};

const badges = Object.fromEntries(Object.entries(BADGE_LABELS).map(([name, label]) => [name, badge(label)])) as Record<keyof typeof BADGE_LABELS, Expand>;

const STATIC: Record<StaticMarkupComponentName, Expand> = {
  ...badges,
  VersionBadge: (props) =>
    el("span", { className: "badge badge-version", title: `Available from Strapi ${str(props.version)}` }, versionBadgeLabel(str(props.version) ?? "")),
  Admonition: (props, children) => {
    const type = str(props.type) ?? "note";
    const heading = str(props.title) ?? ADMONITION_HEADINGS[type];
    return el(
      "aside",
      { className: `admonition admonition-${type}`, "aria-label": heading ?? type },
      ...(heading ? [el("p", { className: "admonition-title" }, heading)] : []),
      el("div", { className: "admonition-body" }, ...children),
    );
  },
  SideBySideContainer: (_props, children) => el("div", { className: "side-by-side" }, ...children),
  SideBySideColumn: (_props, children) => el("div", { className: "side-by-side-column" }, ...children),
  SubtleCallout: (props, children) => {
    const title = str(props.title);
    return el(
      "aside",
      { className: "subtle-callout", "aria-label": title ?? "Note" },
      ...(title ? [el("p", { className: "subtle-callout-title" }, title)] : []),
      ...children,
    );
  },
  ThemedImage: (props) => el(FRAGMENT, null, themedImage(props, "light"), themedImage(props, "dark")),
  // The build checked the id and added the size from the screenshot manifest (build-components.ts).
  Screenshot: (props) => {
    const id = str(props.id) ?? "";
    const pair = { ...props, sources: { light: screenshotSrc(id, "light"), dark: screenshotSrc(id, "dark") } };
    return el(FRAGMENT, null, themedImage(pair, "light", " screenshot"), themedImage(pair, "dark", " screenshot"));
  },
  CustomDocCardsWrapper: (_props, children) => el("div", { className: "doc-cards" }, ...children),
  // An `a` element is rendered by the site's link component, so cards still navigate in the app.
  CustomDocCard: (props) => {
    const description = str(props.description);
    return el(
      "a",
      { href: str(props.link) ?? "", className: "doc-card" },
      el("span", { className: "doc-card-title" }, str(props.title) ?? ""),
      ...(description ? [el("span", { className: "doc-card-description" }, description)] : []),
    );
  },
  // The "Try it" panel reads the example from this markup, and compares as lab:verify does.
  ApiCall: (props, children) =>
    el("div", { className: "api-call", ...(props.verify !== undefined && { "data-verify": props.verify === "partial" ? "partial" : "exact" }) }, ...children),
  Request: apiCallPart("Request", tryItButton),
  Response: apiCallPart("Response"),
};

export function expandStaticComponents(node: TreeNode): TreeNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  const expanded = children.map(expandStaticComponents);
  const expand = (STATIC as Record<string, Expand | undefined>)[tag];
  return expand ? expand(props ?? {}, expanded) : [tag, props, ...expanded];
}
