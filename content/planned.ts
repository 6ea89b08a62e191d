// Pages the sidebars already name but that are not written yet. The build skips them in
// sidebars and fails if one of them exists, so this list only ever shrinks.
export default [];
