// Names of the components an MDX page may use. The build rejects any other capitalised tag.

/** Components the browser renders: app/mdx/components.ts provides each of them. */
export const RENDERED_COMPONENTS = [
  "Tabs",
  "TabItem",
  "CodeBlock",
  "Mermaid",
  "SiteStatus",
  "Annotation",
  "InteractiveQueryBuilder",
  "InteractiveProjectStructure",
] as const;

/** Plain-markup components: the build writes them into page data as ordinary elements
 * (pipeline/mdx/static-components.ts), so the browser needs no code for them. */
export const STATIC_MARKUP_COMPONENTS = [
  "Admonition",
  "ThemedImage",
  "Screenshot",
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
] as const;

export const AUTHOR_COMPONENTS = [...RENDERED_COMPONENTS, ...STATIC_MARKUP_COMPONENTS] as const;

export type RenderedComponentName = (typeof RENDERED_COMPONENTS)[number];
export type StaticMarkupComponentName = (typeof STATIC_MARKUP_COMPONENTS)[number];
export type AuthorComponentName = (typeof AUTHOR_COMPONENTS)[number];
