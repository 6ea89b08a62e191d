// Bold spans in the user docs that are not admin panel labels, each with the reason it is bold.
// The UI-label rule (ui-labels.ts) accepts these as they are; anything else in bold must be a string
// of the admin panel.
export const UI_LABEL_EXCEPTIONS: Record<string, string> = {
  // Permission names that a plugin registers on the server (`displayName`, `category` of its actions):
  // the role editor shows them as they come from GET /admin/permissions, not from a translation.
  "Add an entry to a release": "content-releases permission action, shown in the role editor's Plugins tab",
  "Remove an entry from a release": "content-releases permission action, shown in the role editor's Plugins tab",
  "Content releases": "content-releases settings category, shown in the role editor's Settings tab",
  "Access the API tokens settings page": "admin permission action (admin::api-tokens.access), shown in the role editor's Settings tab",
  "Create (generate)": "admin permission action of API and transfer tokens, shown in the role editor's Settings tab",
  "Access the marketplace": "admin permission action (admin::marketplace.read), shown in the role editor's Settings tab",
  "Access the Media Library": "upload permission action (plugin::upload.read), shown in the role editor's Plugins tab",
  "Create (upload)": "upload permission action (plugin::upload.assets.create), shown in the role editor's Plugins tab",
  "Update (crop, details, replace) + delete": "upload permission action (plugin::upload.assets.update), shown in the role editor's Plugins tab",
  Upload: "the upload plugin's section of the role editor's Plugins tab, named after the plugin (capitalised)",
  "Users and roles": "admin settings category of the users and roles permissions, shown in the role editor's Settings tab",
  "Is creator": "RBAC condition that the admin registers on the server (admin-conditions.ts displayName), offered in the conditions dialog",
  "Has same role as creator": "RBAC condition that the admin registers on the server (admin-conditions.ts displayName), offered in the conditions dialog",
  "Configure Layout": "content-manager permission action for components (components.configure-layout), shown in the role editor's Plugins tab",
  "Configure view": "permission action of the content-manager and upload plugins (configure-view), shown in the role editor's Plugins tab",

  // Words the admin shows from inside an ICU `plural` or `select` block of one of its strings: the check
  // matches whole strings, and skips strings that are mostly placeholders.
  "(current)": "history version card, from `{isCurrent, select, true { <b>(current)</b>} …}` (content-manager history.sidebar.versionDescription)",
  "Missing relation": "history view, from `{number, plural, =1 {Missing relation} …}` (content-manager history)",
  "Missing asset": "history view, from `{number, plural, =1 {Missing asset} …}` (content-manager history)",
  "Community Edition": "Overview page, from `{communityEdition, select, true {Community Edition} …}` (admin Settings.application.ee-or-ce)",
  "Enterprise Edition": "Overview page, from `{communityEdition, select, … other {Enterprise Edition}}` (admin Settings.application.ee-or-ce)",

  // Labels of the Strapi Cloud dashboard, which is not part of the admin panel.
  "Visit app": "Strapi Cloud dashboard button that opens the deployed application",

  // Values the admin shows as stored data, not as translated strings.
  confirmed: "boolean field of the Users & Permissions User content-type, labelled with its name in the Content Manager",
  blocked: "boolean field of the Users & Permissions User content-type, labelled with its name in the Content Manager",
  Public:
    "end-user role that the Users & Permissions plugin creates in the database (users-permissions service initialize()), listed by name under its Roles settings",
  Authenticated:
    "end-user role that the Users & Permissions plugin creates in the database (users-permissions service initialize()), listed by name under its Roles settings",
  Empty: "release status (`empty`), shown as it is stored in the releases list's status badge",
  Ready: "release status (`ready`), shown as it is stored in the releases list's status badge",
  Blocked: "release status (`blocked`), shown as it is stored in the releases list's status badge",
  Failed: "release status (`failed`), shown as it is stored in the releases list's status badge",
};
