// Where each settings page sits in the admin panel, written once: pages show a path with
// <AdminPath page="api-tokens" />, which the build renders in bold as "Settings > Global Settings > API Tokens".
// Labels follow the Strapi 5 admin panel of the era (sections "Global Settings", "Administration panel",
// then one section per plugin). Add a path here before using it; an unknown name fails the build.
export default {
  // Settings > Global Settings
  overview: ["Settings", "Global Settings", "Overview"],
  "api-tokens": ["Settings", "Global Settings", "API Tokens"],
  "transfer-tokens": ["Settings", "Global Settings", "Transfer Tokens"],
  webhooks: ["Settings", "Global Settings", "Webhooks"],
  plugins: ["Settings", "Global Settings", "Plugins"],
  internationalization: ["Settings", "Global Settings", "Internationalization"],
  "media-library": ["Settings", "Global Settings", "Media Library"],
  releases: ["Settings", "Global Settings", "Releases"],
  "review-workflows": ["Settings", "Global Settings", "Review Workflows"],
  sso: ["Settings", "Global Settings", "Single Sign-On"],
  // Settings > Administration panel
  "admin-users": ["Settings", "Administration panel", "Users"],
  "admin-roles": ["Settings", "Administration panel", "Roles"],
  "audit-logs": ["Settings", "Administration panel", "Audit Logs"],
  // Settings > Users & Permissions plugin
  "up-roles": ["Settings", "Users & Permissions plugin", "Roles"],
  "up-roles-public": ["Settings", "Users & Permissions plugin", "Roles", "Public"],
  "up-roles-authenticated": ["Settings", "Users & Permissions plugin", "Roles", "Authenticated"],
  "up-providers": ["Settings", "Users & Permissions plugin", "Providers"],
  "up-email-templates": ["Settings", "Users & Permissions plugin", "Email templates"],
  "up-advanced-settings": ["Settings", "Users & Permissions plugin", "Advanced settings"],
  // Settings > Email plugin
  "email-configuration": ["Settings", "Email plugin", "Configuration"],
} satisfies Record<string, readonly string[]>;
