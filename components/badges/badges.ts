// Inline badges: a plan, a status or a version, as a small label on the page and `(Label)` in markdown.
import { el, text, textProp } from "../elements";
import type { AuthorComponent, ComponentFamily } from "../types";

interface BadgeLabel {
  label: string;
  tone: string;
  /** Tooltip on the page. */
  title: string;
}

const BADGES = {
  EnterpriseBadge: { label: "Enterprise", tone: "plan", title: "Available with an Enterprise plan" },
  CloudTeamBadge: { label: "Cloud Team", tone: "cloud", title: "Available on the Strapi Cloud Team plan" },
  CloudProBadge: { label: "Cloud Pro", tone: "cloud", title: "Available on the Strapi Cloud Pro plan" },
  CloudDevBadge: { label: "Cloud Dev", tone: "cloud", title: "Available on the Strapi Cloud Developer plan" },
  GrowthBadge: { label: "Growth", tone: "plan", title: "Available with a Growth plan" },
  SsoBadge: { label: "SSO add-on", tone: "plan", title: "Available with the SSO add-on" },
  FeatureFlagBadge: { label: "Feature flag", tone: "flag", title: "Enabled with a feature flag" },
  AlphaBadge: { label: "Alpha", tone: "status", title: "Alpha: may change without notice" },
  BetaBadge: { label: "Beta", tone: "status", title: "Beta: may change before it is stable" },
  NewBadge: { label: "New", tone: "new", title: "New in these docs" },
  UpdatedBadge: { label: "Updated", tone: "updated", title: "Recently updated" },
} satisfies Record<string, BadgeLabel>;

type StaticComponent = Extract<AuthorComponent, { kind: "static" }>;

const badge = ({ label, tone, title }: BadgeLabel): StaticComponent => ({
  kind: "static",
  expand: () => el("span", { className: `badge badge-${tone}`, title }, label),
  markdown: () => text(`(${label})`),
});

/** `<VersionBadge version="5.1.0" />` reads "5.1.0+". */
const versionLabel = (version: string) => `${version}+`;

export const badges = {
  ...(Object.fromEntries(Object.entries(BADGES).map(([name, label]) => [name, badge(label)])) as Record<keyof typeof BADGES, StaticComponent>),
  VersionBadge: {
    kind: "static",
    expand: (props) =>
      el(
        "span",
        { className: "badge badge-version", title: `Available from Strapi ${textProp(props, "version")}` },
        versionLabel(textProp(props, "version") ?? ""),
      ),
    markdown: (element) => text(`(${versionLabel(textProp(element[1], "version") ?? "")})`),
  },
} satisfies ComponentFamily;
