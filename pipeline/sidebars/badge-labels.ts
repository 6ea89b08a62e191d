// What each inline badge says, shared by the page (pipeline/mdx/static-components.ts) and its markdown twin.
export interface BadgeLabel {
  label: string;
  tone: string;
  /** Tooltip on the page. */
  title: string;
}

export const BADGE_LABELS = {
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

/** `<VersionBadge version="5.1.0" />` reads "5.1.0+". */
export function versionBadgeLabel(version: string): string {
  return `${version}+`;
}
