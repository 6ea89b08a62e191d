// The six sidebars of the site, ported from the original site's sidebars.
// Items refer to pages by doc id: the page's path without the leading slash.
import type { SidebarsConfig } from "../core/sidebar-config";

const sidebars = {
  cmsSidebar: [
    {
      type: "category",
      label: "Getting Started",
      link: "dev-docs/intro",
      collapsible: false,
      className: "category-getting-started",
      items: [
        {
          type: "doc",
          id: "dev-docs/quick-start",
        },
        {
          type: "doc",
          id: "dev-docs/project-structure",
        },
        {
          type: "doc",
          id: "dev-docs/installation",
        },
        {
          type: "doc",
          id: "user-docs/content-manager",
          label: "Content Manager",
        },
        {
          type: "doc",
          id: "user-docs/content-type-builder",
          label: "Content Type Builder",
        },
        {
          type: "doc",
          id: "dev-docs/deployment",
        },
      ],
    },
    {
      type: "category",
      label: "Features",
      collapsible: false,
      className: "category-features",
      items: [
        {
          type: "doc",
          id: "user-docs/features/admin-panel",
        },
        {
          type: "doc",
          id: "user-docs/features/api-tokens",
        },
        {
          type: "doc",
          id: "user-docs/features/audit-logs",
        },
        {
          type: "doc",
          id: "user-docs/features/content-history",
        },
        {
          type: "doc",
          id: "user-docs/features/content-manager",
        },
        {
          type: "doc",
          id: "user-docs/features/content-type-builder",
        },
        {
          type: "doc",
          id: "user-docs/features/draft-and-publish",
        },
        {
          type: "doc",
          id: "user-docs/features/internationalization",
        },
        {
          type: "doc",
          id: "user-docs/features/media-library",
        },
        {
          type: "doc",
          id: "user-docs/features/preview",
        },
        {
          type: "doc",
          id: "user-docs/features/RBAC",
        },
        {
          type: "doc",
          id: "user-docs/features/releases",
        },
        {
          type: "doc",
          id: "user-docs/features/review-workflows",
        },
        {
          type: "doc",
          id: "user-docs/features/SSO",
        },
        {
          type: "doc",
          id: "user-docs/features/users-permissions",
        },
      ],
    },
    {
      type: "category",
      label: "Configurations",
      link: "dev-docs/configurations",
      collapsed: false,
      collapsible: false,
      className: "category-configurations",
      items: [
        {
          type: "doc",
          id: "dev-docs/configurations/database",
        },
        {
          type: "doc",
          id: "dev-docs/configurations/server",
        },
        {
          type: "doc",
          id: "dev-docs/configurations/admin-panel",
        },
        {
          type: "doc",
          id: "dev-docs/configurations/middlewares",
        },
        {
          type: "doc",
          id: "dev-docs/configurations/api",
        },
        {
          type: "doc",
          id: "dev-docs/configurations/plugins",
        },
        {
          type: "doc",
          id: "dev-docs/configurations/typescript",
        },
      ],
    },
    {
      type: "category",
      label: "Development",
      link: "dev-docs/customization",
      collapsed: false,
      collapsible: false,
      className: "category-development",
      items: [
        {
          type: "doc",
          id: "dev-docs/backend-customization",
          label: "How the backend server works",
        },
        {
          type: "category",
          label: "Backend customization",
          link: "dev-docs/backend-customization",
          collapsed: false,
          collapsible: true,
          items: [
            {
              type: "doc",
              id: "dev-docs/backend-customization/routes",
            },
            {
              type: "doc",
              id: "dev-docs/backend-customization/policies",
            },
            {
              type: "doc",
              id: "dev-docs/backend-customization/middlewares",
            },
            {
              type: "doc",
              id: "dev-docs/backend-customization/controllers",
              customProps: {
                new: true,
              },
            },
            {
              type: "doc",
              id: "dev-docs/backend-customization/services",
            },
          ],
        },
        {
          type: "doc",
          id: "dev-docs/admin-panel-customization",
        },
        {
          type: "doc",
          id: "dev-docs/cli",
        },
        {
          type: "doc",
          id: "dev-docs/typescript",
          label: "TypeScript",
        },
        {
          type: "doc",
          id: "dev-docs/database-migrations",
        },
        {
          type: "doc",
          id: "dev-docs/database-transactions",
        },
        {
          type: "doc",
          id: "dev-docs/testing",
        },
        {
          type: "doc",
          id: "dev-docs/error-handling",
        },
      ],
    },
    {
      type: "category",
      label: "Plugins",
      collapsed: false,
      collapsible: false,
      className: "category-plugins",
      items: [
        {
          type: "doc",
          id: "user-docs/plugins/installing-plugins-via-marketplace",
          label: "Marketplace",
        },
        {
          type: "category",
          label: "Plugins development",
          link: "dev-docs/plugins/developing-plugins",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "dev-docs/plugins/development/plugin-sdk",
            },
            {
              type: "doc",
              id: "dev-docs/plugins/development/create-a-plugin",
            },
            {
              type: "doc",
              id: "dev-docs/custom-fields",
            },
            {
              type: "category",
              label: "Plugin APIs",
              collapsed: false,
              items: [
                {
                  type: "doc",
                  id: "dev-docs/plugins/admin-panel-api",
                },
                {
                  type: "doc",
                  id: "dev-docs/plugins/server-api",
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: "category",
      label: "APIs",
      collapsed: false,
      collapsible: false,
      className: "category-api",
      items: [
        {
          type: "doc",
          id: "dev-docs/api/rest",
        },
        {
          type: "doc",
          id: "dev-docs/api/graphql",
        },
        {
          type: "doc",
          id: "dev-docs/api/document-service",
        },
      ],
    },
    {
      type: "category",
      label: "Upgrades",
      collapsed: false,
      collapsible: false,
      className: "category-upgrade",
      items: [
        {
          type: "doc",
          id: "dev-docs/upgrade-tool",
        },
        {
          type: "category",
          label: "v4 → v5",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/introduction-and-faq",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/step-by-step",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/additional-resources/introduction",
            },
          ],
        },
      ],
    },
  ],
  userDocsSidebar: [
    {
      type: "category",
      label: "Getting Started",
      link: "user-docs/intro",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/intro",
        },
        {
          type: "doc",
          id: "user-docs/getting-started/user-guide-fundamentals",
          customProps: {
            updated: true,
          },
        },
        {
          type: "doc",
          id: "user-docs/getting-started/setting-up-admin-panel",
        },
      ],
    },
    {
      type: "category",
      label: "Content Manager",
      link: "user-docs/content-manager",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/content-manager",
        },
        {
          type: "doc",
          id: "user-docs/content-manager/configuring-view-of-content-type",
        },
        {
          type: "doc",
          id: "user-docs/content-manager/writing-content",
        },
        {
          type: "doc",
          id: "user-docs/content-manager/working-with-content-history",
          customProps: {
            new: true,
          },
        },
        {
          type: "doc",
          id: "user-docs/content-manager/managing-relational-fields",
        },
        {
          type: "doc",
          id: "user-docs/content-manager/translating-content",
        },
        {
          type: "doc",
          id: "user-docs/content-manager/reviewing-content",
        },
        {
          type: "doc",
          id: "user-docs/content-manager/saving-and-publishing-content",
          customProps: {
            updated: true,
          },
        },
        {
          type: "doc",
          id: "user-docs/content-manager/adding-content-to-releases",
        },
      ],
    },
    {
      type: "category",
      label: "Content-type Builder",
      link: "user-docs/content-type-builder",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/content-type-builder",
        },
        {
          type: "doc",
          id: "user-docs/content-type-builder/creating-new-content-type",
        },
        {
          type: "doc",
          id: "user-docs/content-type-builder/configuring-fields-content-type",
        },
        {
          type: "doc",
          id: "user-docs/content-type-builder/managing-content-types",
        },
      ],
    },
    {
      type: "category",
      label: "Media Library",
      link: "user-docs/media-library",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/media-library",
        },
        {
          type: "doc",
          id: "user-docs/media-library/adding-assets",
        },
        {
          type: "doc",
          id: "user-docs/media-library/managing-assets",
        },
        {
          type: "doc",
          id: "user-docs/media-library/organizing-assets-with-folders",
        },
      ],
    },
    {
      type: "category",
      label: "Releases",
      link: "user-docs/releases/introduction",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/releases/introduction",
        },
        {
          type: "doc",
          id: "user-docs/releases/creating-a-release",
        },
        {
          type: "doc",
          id: "user-docs/releases/managing-a-release",
        },
      ],
    },
    {
      type: "category",
      label: "Users, Roles & Permissions",
      link: "user-docs/users-roles-permissions",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/users-roles-permissions",
        },
        {
          type: "doc",
          id: "user-docs/users-roles-permissions/configuring-administrator-roles",
        },
        {
          type: "doc",
          id: "user-docs/users-roles-permissions/managing-administrators",
        },
        {
          type: "doc",
          id: "user-docs/users-roles-permissions/configuring-end-users-roles",
        },
        {
          type: "doc",
          id: "user-docs/users-roles-permissions/managing-end-users",
        },
      ],
    },
    {
      type: "category",
      label: "Plugins",
      link: "user-docs/plugins",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/plugins",
        },
        {
          type: "doc",
          id: "user-docs/plugins/installing-plugins-via-marketplace",
        },
        {
          type: "doc",
          id: "user-docs/plugins/strapi-plugins",
        },
      ],
    },
    {
      type: "category",
      label: "Settings",
      link: "user-docs/settings/introduction",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "user-docs/settings/introduction",
        },
        {
          type: "doc",
          id: "user-docs/settings/configuring-users-permissions-plugin-settings",
        },
        {
          type: "doc",
          id: "user-docs/settings/audit-logs",
        },
        {
          type: "category",
          label: "Configuring global settings",
          link: "user-docs/settings/introduction",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "user-docs/settings/admin-panel",
            },
            {
              type: "doc",
              id: "user-docs/settings/API-tokens",
            },
            {
              type: "doc",
              id: "user-docs/settings/internationalization",
            },
            {
              type: "doc",
              id: "user-docs/settings/media-library-settings",
            },
            {
              type: "doc",
              id: "user-docs/settings/releases",
            },
            {
              type: "doc",
              id: "user-docs/settings/review-workflows",
              label: "Review Workflows",
            },
            {
              type: "doc",
              id: "user-docs/settings/single-sign-on",
            },
            {
              type: "doc",
              id: "user-docs/settings/transfer-tokens",
            },
          ],
        },
      ],
    },
  ],
  cloudSidebar: [
    {
      type: "category",
      label: "Getting Started",
      link: "cloud/intro",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "cloud/intro",
        },
        {
          type: "doc",
          id: "cloud/cloud-fundamentals",
          label: "Cloud fundamentals",
        },
        {
          type: "category",
          label: "Project deployment",
          link: "cloud/getting-started/deployment-options",
          items: [
            {
              type: "doc",
              id: "cloud/getting-started/deployment",
              customProps: {
                updated: true,
              },
            },
            {
              type: "doc",
              id: "cloud/getting-started/deployment-cli",
              customProps: {
                new: true,
              },
            },
          ],
        },
        {
          type: "doc",
          id: "cloud/getting-started/usage-billing",
        },
        {
          type: "doc",
          id: "cloud/getting-started/caching",
        },
        {
          type: "doc",
          id: "cloud/projects/notifications",
          label: "Notifications",
        },
      ],
    },
    {
      type: "category",
      label: "Projects management",
      link: "cloud/projects/overview",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "cloud/projects/overview",
        },
        {
          type: "doc",
          id: "cloud/projects/settings",
          label: "Project settings",
          customProps: {
            updated: true,
          },
        },
        {
          type: "doc",
          id: "cloud/projects/collaboration",
        },
        {
          type: "doc",
          id: "cloud/projects/runtime-logs",
        },
      ],
    },
    {
      type: "category",
      label: "Deployments",
      link: "cloud/projects/deploys",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "cloud/projects/deploys",
        },
        {
          type: "doc",
          id: "cloud/projects/deploys-history",
        },
      ],
    },
    {
      type: "category",
      label: "Account management",
      link: "cloud/account/account-settings",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "cloud/account/account-settings",
        },
        {
          type: "doc",
          id: "cloud/account/account-billing",
          label: "Account billing & invoices",
        },
      ],
    },
    {
      type: "category",
      label: "Command Line Interface",
      link: "cloud/cli/cloud-cli",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "cloud/cli/cloud-cli",
          label: "Strapi Cloud CLI",
          customProps: {
            new: true,
          },
        },
      ],
    },
    {
      type: "category",
      label: "Advanced configuration",
      link: "cloud/advanced/database",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "cloud/advanced/database",
        },
        {
          type: "doc",
          id: "cloud/advanced/email",
          label: "Email provider",
        },
        {
          type: "doc",
          id: "cloud/advanced/upload",
          label: "Upload provider",
        },
      ],
    },
  ],
  restApiSidebar: [
    {
      type: "link",
      label: "⬅️ Back to Dev Docs content",
      href: "/dev-docs/intro",
    },
    {
      type: "category",
      label: "REST API reference",
      link: "dev-docs/api/rest",
      collapsed: false,
      items: [
        {
          type: "category",
          label: "Endpoints and basic requests",
          link: "dev-docs/api/rest",
          collapsed: false,
          items: [
            {
              type: "link",
              label: "Endpoints",
              href: "/dev-docs/api/rest#endpoints",
            },
            {
              type: "link",
              label: "Get documents",
              href: "/dev-docs/api/rest#get-all",
            },
            {
              type: "link",
              label: "Get a document",
              href: "/dev-docs/api/rest#get",
            },
            {
              type: "link",
              label: "Create a document",
              href: "/dev-docs/api/rest#create",
            },
            {
              type: "link",
              label: "Update a document",
              href: "/dev-docs/api/rest#update",
            },
            {
              type: "link",
              label: "Delete a document",
              href: "/dev-docs/api/rest#delete",
            },
          ],
        },
        {
          type: "doc",
          id: "dev-docs/api/rest/interactive-query-builder",
          label: "✨ Interactive Query Builder",
        },
        {
          type: "doc",
          id: "dev-docs/api/rest/parameters",
        },
        {
          type: "category",
          label: "Populate and Select",
          link: "dev-docs/api/rest/populate-select",
          collapsed: false,
          items: [
            {
              type: "link",
              label: "Field selection",
              href: "/dev-docs/api/rest/populate-select#field-selection",
            },
            {
              type: "link",
              label: "Population",
              href: "/dev-docs/api/rest/populate-select#population",
            },
          ],
        },
        {
          type: "category",
          label: "Filters, Locale, Publication State",
          link: "dev-docs/api/rest/filters-locale-publication",
          collapsed: false,
          items: [
            {
              type: "link",
              label: "Filtering",
              href: "/dev-docs/api/rest/filters-locale-publication#filtering",
            },
            {
              type: "link",
              label: "Complex filtering",
              href: "/dev-docs/api/rest/filters-locale-publication#complex-filtering",
            },
            {
              type: "link",
              label: "Deep filtering",
              href: "/dev-docs/api/rest/filters-locale-publication#deep-filtering",
            },
            {
              type: "link",
              label: "Locale",
              href: "/dev-docs/api/rest/filters-locale-publication#locale",
            },
            {
              type: "link",
              label: "Status",
              href: "/dev-docs/api/rest/filters-locale-publication#status",
            },
          ],
        },
        {
          type: "category",
          label: "Sort and Pagination",
          link: "dev-docs/api/rest/sort-pagination",
          collapsed: false,
          items: [
            {
              type: "link",
              label: "Sorting",
              href: "/dev-docs/api/rest/sort-pagination#sorting",
            },
            {
              type: "link",
              label: "Pagination",
              href: "/dev-docs/api/rest/sort-pagination#pagination",
            },
            {
              type: "link",
              label: "Pagination by page",
              href: "/dev-docs/api/rest/sort-pagination#pagination-by-page",
            },
            {
              type: "link",
              label: "Pagination by offset",
              href: "/dev-docs/api/rest/sort-pagination#pagination-by-offset",
            },
          ],
        },
        {
          type: "category",
          label: "Relations",
          link: "dev-docs/api/rest/relations",
          collapsed: false,
          items: [
            {
              type: "link",
              label: "connect",
              href: "/dev-docs/api/rest/relations#connect",
            },
            {
              type: "link",
              label: "disconnect",
              href: "/dev-docs/api/rest/relations#disconnect",
            },
            {
              type: "link",
              label: "set",
              href: "/dev-docs/api/rest/relations#set",
            },
          ],
        },
      ],
    },
    {
      type: "category",
      label: "Rest API guides",
      link: "dev-docs/api/rest/guides/intro",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "dev-docs/api/rest/guides/understanding-populate",
          label: "Understanding populate",
        },
        {
          type: "doc",
          id: "dev-docs/api/rest/guides/populate-creator-fields",
          label: "How to populate creator fields",
        },
        {
          type: "link",
          label: "Additional resources",
          href: "/dev-docs/api/rest/guides/intro#additional-resources",
        },
      ],
    },
  ],
  devDocsConfigSidebar: [
    {
      type: "link",
      label: "⬅️ Back to Dev Docs content",
      href: "/dev-docs/intro",
    },
    {
      type: "category",
      label: "Configuration",
      link: "dev-docs/configurations",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "dev-docs/configurations",
          label: "Introduction to configurations",
        },
        {
          type: "category",
          label: "Base configurations",
          link: "dev-docs/configurations",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "dev-docs/configurations/database",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/server",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/admin-panel",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/middlewares",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/api",
            },
          ],
        },
        {
          type: "category",
          label: "Additional configurations",
          link: "dev-docs/configurations",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "dev-docs/configurations/plugins",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/typescript",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/api-tokens",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/functions",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/cron",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/environment",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/sso",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/features",
            },
          ],
        },
        {
          type: "category",
          label: "Guides",
          link: "dev-docs/configurations",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "dev-docs/configurations/guides/rbac",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/guides/public-assets",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/guides/access-cast-environment-variables",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/guides/access-configuration-values",
            },
            {
              type: "doc",
              id: "dev-docs/configurations/guides/use-cron-jobs",
            },
          ],
        },
      ],
    },
  ],
  devDocsMigrationV5Sidebar: [
    {
      type: "link",
      label: "⬅️ Back to Dev Docs content",
      href: "/dev-docs/intro",
    },
    {
      type: "category",
      label: "Upgrade to Strapi 5",
      link: "dev-docs/migration/v4-to-v5/introduction-and-faq",
      collapsed: false,
      customProps: {
        new: true,
      },
      items: [
        {
          type: "doc",
          id: "dev-docs/migration/v4-to-v5/introduction-and-faq",
          label: "Introduction and FAQ",
        },
        {
          type: "doc",
          id: "dev-docs/migration/v4-to-v5/step-by-step",
          label: "Step-by-step guide",
        },
        {
          type: "doc",
          id: "dev-docs/upgrade-tool",
          label: "Upgrade tool reference",
        },
        {
          type: "category",
          label: "Breaking changes",
          link: "dev-docs/migration/v4-to-v5/breaking-changes",
          collapsed: true,
          collapsible: true,
          items: [
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/admin-panel-rbac-store-updated",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/attributes-and-content-types-names-reserved",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/components-and-dynamic-zones-do-not-return-id",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/core-service-methods-use-document-service",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/database-columns",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/database-identifiers-shortened",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/default-index-removed",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/default-input-validation",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/edit-view-layout-and-list-view-layout-rewritten",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/entity-service-deprecated",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/fetch",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/get-where-removed",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/graphql-api-updated",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/helper-plugin-deprecated",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/i18n-content-manager-locale",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/inject-content-manager-component",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/is-supported-image-removed",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/koa-body-v6",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/license-only",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/lifecycle-hooks-document-service",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/mailgun-provider-variables",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/model-config-path-uses-uid",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/mysql5-unsupported",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/new-response-format",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/no-find-page-in-document-service",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/no-locale-all",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/no-shared-population-strategy-components-dynamic-zones",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/no-upload-at-entry-creation",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/only-better-sqlite3-for-sqlite",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/only-mysql2-package-for-mysql",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/publication-state-removed",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/publishedat-always-set-when-dandp-disabled",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/react-router-dom-6",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/redux-content-manager-app-state",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/register-allowed-fields",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/remove-webhook-populate-relations",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/removed-support-for-some-env-options",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/server-default-log-level",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/server-proxy",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/sort-by-id",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/strapi-container",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/strapi-imports",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/strapi-utils-refactored",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/strict-requirements-config-files",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/templates",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/upgrade-to-apollov4",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/use-document-id",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/vite",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/webpack-aliases-removed",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/breaking-changes/yarn-not-default",
            },
          ],
        },
        {
          type: "category",
          label: "Specific resources",
          link: "dev-docs/migration/v4-to-v5/additional-resources/introduction",
          collapsed: false,
          items: [
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/additional-resources/introduction",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/additional-resources/from-entity-service-to-document-service",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/additional-resources/plugins-migration",
            },
            {
              type: "doc",
              id: "dev-docs/migration/v4-to-v5/additional-resources/helper-plugin",
            },
          ],
        },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
