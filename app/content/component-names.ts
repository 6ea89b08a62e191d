// Names of the components an MDX page may use. The build rejects any other
// capitalised tag, and either app/mdx/components.ts provides it
// or the build turns it into markup (STATIC_MARKUP_COMPONENTS below).
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

/** Plain-markup components: the build writes them into page data as ordinary elements
 * (pipeline/mdx/static-components.ts), so the browser needs no code for them. */
export const STATIC_MARKUP_COMPONENTS = [
  "Admonition",
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
] as const satisfies readonly AuthorComponentName[];

export type StaticMarkupComponentName = (typeof STATIC_MARKUP_COMPONENTS)[number];
/** Components the browser renders: the rest of the author components. */
export type RenderedComponentName = Exclude<AuthorComponentName, StaticMarkupComponentName>;
