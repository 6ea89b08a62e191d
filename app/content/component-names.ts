// Names of the components an MDX page may use. The build rejects any other
// capitalised tag, and app/mdx/components.tsx must provide each of them.
export const AUTHOR_COMPONENTS = [
  "Admonition",
  "Tabs",
  "TabItem",
  "CodeBlock",
  "Mermaid",
  "ThemedImage",
  "CustomDocCardsWrapper",
  "CustomDocCard",
  "ApiCall",
  "Request",
  "Response",
  "SideBySideContainer",
  "SideBySideColumn",
  "SubtleCallout",
  "EnterpriseBadge",
  "CloudTeamBadge",
  "CloudProBadge",
  "CloudDevBadge",
  "GrowthBadge",
  "SsoBadge",
  "FeatureFlagBadge",
  "AlphaBadge",
  "BetaBadge",
  "NewBadge",
  "UpdatedBadge",
  "VersionBadge",
  "SiteStatus",
  "Annotation",
  "InteractiveQueryBuilder",
  "InteractiveProjectStructure",
] as const;

export type AuthorComponentName = (typeof AUTHOR_COMPONENTS)[number];

/** Resolved at build time (inlined), never rendered. */
export const BUILD_TIME_COMPONENTS = ["Snippet"] as const;
