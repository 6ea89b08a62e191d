// Pages the sidebars already name but that are not written yet. The build skips them in
// sidebars and fails if one of them exists, so this list only ever shrinks.
export default [
  "dev-docs/api/rest/populate-select",
  "dev-docs/api/rest/relations",
  "dev-docs/api/rest/guides/intro",
  "dev-docs/api/rest/guides/populate-creator-fields",
  "dev-docs/api/rest/guides/understanding-populate",
];
