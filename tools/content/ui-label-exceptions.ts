// Bold spans in the user docs that are not admin panel labels, each with the reason it is bold.
// The UI-label rule (ui-labels.ts) accepts these as they are; anything else in bold must be a string
// of the admin panel. Matching ignores case, so one entry covers every capitalisation.
export const UI_LABEL_EXCEPTIONS: Record<string, string> = {
  // Names the role editor shows as they come from GET /admin/permissions, not from a translation:
  // the `displayName` of an action, and the section named after its `category` (Settings tab) or its
  // plugin (Plugins tab), capitalised.
  "Access the API tokens settings page": "admin permission action (admin::api-tokens.access), Settings tab",
  "Create (generate)": "admin permission action of API tokens and transfer tokens, Settings tab",
  "Access the marketplace": "admin permission action (admin::marketplace.read), Settings tab",
  "Access the Media Library": "upload permission action (plugin::upload.read), Plugins tab",
  "Create (upload)": "upload permission action (plugin::upload.assets.create), Plugins tab",
  "Update (crop, details, replace) + delete": "upload permission action (plugin::upload.assets.update), Plugins tab",
  "Configure view": "content-manager and upload permission action (configure-view), Plugins tab",
  "Configure Layout": "content-manager permission action for components (components.configure-layout), Plugins tab",
  "Add an entry to a release": "content-releases permission action (create-action), Plugins tab",
  "Remove an entry from a release": "content-releases permission action (delete-action), Plugins tab",
  "Users and roles": "Settings tab section of the admin's users and roles actions (category `users and roles`)",
  "Content releases": "Settings tab section of the releases settings actions (category `content releases`)",
  Upload: "Plugins tab section of the upload plugin (the Media Library), named after the plugin",

  // RBAC conditions that the admin registers on the server (config/admin-conditions.ts `displayName`),
  // offered in the conditions dialog of the role editor.
  "Is creator": "built-in RBAC condition admin::is-creator",
  "Has same role as creator": "built-in RBAC condition admin::has-same-role-as-creator",

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
  Public: "end-user role that the Users & Permissions plugin creates in the database (users-permissions service initialize()), listed by name",
  Authenticated: "end-user role that the Users & Permissions plugin creates in the database (users-permissions service initialize()), listed by name",
  confirmed: "boolean field of the Users & Permissions User content-type, labelled with its name in the Content Manager",
  Blocked:
    "release status `blocked` in the releases list's badge, and the `blocked` boolean field of the Users & Permissions User content-type, labelled with its name",
  Empty: "release status `empty`, shown as stored in the releases list's status badge",
  Ready: "release status `ready`, shown as stored in the releases list's status badge",
  Failed: "release status `failed`, shown as stored in the releases list's status badge",
};
