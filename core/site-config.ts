// Site-wide settings shared by the build and the browser. Browser-safe: plain data only.
export const site = {
  title: "Strapi 5 Documentation",
  tagline: "Design APIs fast, manage content easily.",
  url: "https://docs.strapi.io",
  /** Path the site is served under; the worker and every asset URL assume it. */
  baseUrl: "/",
  /** Version of these docs and of the framework whose configuration they follow (spec §3). */
  version: "5.1.0",
  docsFrameworkVersion: "3.5.2",
  repositoryUrl: "https://github.com/strapi/documentation",
  editUrlBase: "https://github.com/strapi/documentation/edit/main/docusaurus/docs",
  editLinkLabel: "Contribute to this page on GitHub",
  announcement: {
    id: "support_us",
    text: "You are reading an experimental edition of the Strapi 5 docs. The official documentation stays at",
    link: { label: "docs.strapi.io", href: "https://docs.strapi.io" },
  },
  navbar: {
    items: [
      { type: "link", label: "CMS", href: "/dev-docs/intro", position: "left" },
      { type: "link", label: "Cloud", href: "/cloud/intro", position: "left" },
      { type: "link", label: "GitHub", href: "https://github.com/strapi/documentation", position: "right" },
    ],
  },
  footer: [
    {
      title: "Updates & Support",
      items: [
        { label: "What's new?", href: "/dev-docs/whats-new" },
        { label: "Release notes", href: "/release-notes" },
        { label: "FAQ", href: "/dev-docs/faq" },
        { label: "Community & Support", href: "/dev-docs/community" },
        { label: "Usage information", href: "/dev-docs/usage-information" },
      ],
    },
    {
      title: "Additional resources",
      items: [
        { label: "v4 Docs", href: "https://docs-v4.strapi.io" },
        { label: "Contributor Docs", href: "https://contributor.strapi.io" },
        { label: "Strapi Design System", href: "https://design-system.strapi.io/" },
        { label: "v3 Docs (unsupported)", href: "https://docs-v3.strapi.io" },
      ],
    },
    {
      title: "Community",
      items: [
        { label: "Discord", href: "https://discord.strapi.io/" },
        { label: "Twitter", href: "https://twitter.com/strapijs" },
        { label: "Stack Overflow", href: "https://stackoverflow.com/questions/tagged/strapi" },
      ],
    },
    {
      title: "More",
      items: [
        { label: "Blog", href: "https://strapi.io/blog" },
        { label: "GitHub", href: "https://github.com/strapi/documentation" },
        { label: "Strapi.io", href: "https://strapi.io" },
      ],
    },
  ],
} as const;

export type NavbarItemConfig = { type: string; label: string; href: string; position: "left" | "right" };
