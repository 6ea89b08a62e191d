// The home page's cards (config.md "Home page"). Read at build time (pipeline/home.ts),
// which leaves out links to pages not written yet; the page gets the result as loader data.
import type { HomeContent } from "../core/page-data";

export const home: HomeContent = {
  hero: {
    title: "Strapi 5 Documentation",
    text: "Everything you need to build, manage and ship content with Strapi 5 and Strapi Cloud: guides for developers, handbooks for editors and administrators, and the reference for the hosted service.",
  },
  carousel: [
    { title: "What's new", text: "What changed in Strapi 5 and in these docs.", href: "/dev-docs/whats-new" },
    { title: "Quick start", text: "From nothing to a running project serving content over REST.", href: "/dev-docs/quick-start" },
    { title: "Cloud CLI", text: "Deploy a project to Strapi Cloud from your terminal.", href: "/cloud/getting-started/deployment-cli" },
  ],
  categories: [
    {
      title: "User Guide",
      text: "For editors and administrators working in the admin panel.",
      href: "/user-docs/intro",
      links: [
        { label: "Create a content type", href: "/user-docs/content-type-builder/creating-new-content-type" },
        { label: "Write content", href: "/user-docs/content-manager/writing-content" },
        { label: "Save and publish", href: "/user-docs/content-manager/saving-and-publishing-content" },
        { label: "Releases", href: "/user-docs/releases/introduction" },
        { label: "Settings", href: "/user-docs/settings/introduction" },
      ],
    },
    {
      title: "Developer Docs",
      text: "For developers installing, configuring, extending and deploying Strapi.",
      href: "/dev-docs/intro",
      links: [
        { label: "REST API", href: "/dev-docs/api/rest" },
        { label: "GraphQL API", href: "/dev-docs/api/graphql" },
        { label: "Document Service API", href: "/dev-docs/api/document-service" },
        { label: "Create a plugin", href: "/dev-docs/plugins/development/create-a-plugin" },
        { label: "Upgrade from v4: introduction and FAQ", href: "/dev-docs/migration/v4-to-v5/introduction-and-faq" },
      ],
    },
    {
      title: "Cloud",
      text: "For teams hosting their projects on Strapi Cloud.",
      href: "/cloud/intro",
      links: [
        { label: "Deployment", href: "/cloud/getting-started/deployment" },
        { label: "Usage and billing", href: "/cloud/getting-started/usage-billing" },
        { label: "Project settings", href: "/cloud/projects/settings" },
        { label: "Deploys", href: "/cloud/projects/deploys" },
        { label: "Account settings", href: "/cloud/account/account-settings" },
      ],
    },
  ],
};
