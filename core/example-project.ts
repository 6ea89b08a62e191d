// Where the site serves the docs' example project (pipeline/write/example-project.ts writes it at build time).
export const EXAMPLE_PROJECT_PATH = "/downloads/strapi-docs-example-project.tar.gz";
