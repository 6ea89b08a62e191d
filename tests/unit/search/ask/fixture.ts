// A tiny site for the Ask AI tests, compiled and indexed like the real one: pages for developers,
// editors and Cloud users whose words overlap, each with its search records and markdown twin.
import glossary from "../../../../content/glossary";
import { site } from "../../../../core/site-config";
import { pageMarkdown } from "../../../../pipeline/markdown/page-markdown";
import { twinBlocks } from "../../../../pipeline/markdown/twin-blocks";
import { compileMdx } from "../../../../pipeline/mdx/compile";
import { extractRecords } from "../../../../pipeline/search/records";
import type { DocsSources } from "../../../../search/ask/answer";
import { engineFor } from "../memory-index";

const fence = "```";

const pages: { path: string; title: string; description: string; body: string }[] = [
  {
    path: "/user-docs/settings/api-tokens",
    title: "API tokens",
    description: "Create and manage the tokens that scripts use to call the API.",
    body: [
      "An API token lets a script call the REST API without a user session.",
      "## Create a token",
      "Tokens are created in the admin panel:",
      "1. Go to **Settings > Global settings > API Tokens**.\n2. Click **Create new API Token** and give the token a name.\n3. Click **Save**.",
      "## Token durations",
      "| Duration | Meaning |\n| - | - |\n| **7 days**, **30 days** | The token stops working after that many days. |\n| **Unlimited** | The token never expires. |",
      "## Delete a token",
      "Open the token and click **Delete**. Applications using a deleted token get 401 errors.",
    ].join("\n\n"),
  },
  {
    path: "/user-docs/content-manager/writing-content",
    title: "Writing content",
    description: "Create entries and fill in their fields in the Content Manager.",
    body: [
      "## Create an entry",
      "Click **Create new entry**, fill in the fields and click **Save**. Check the fields before the entry is saved: required fields are marked with a star.",
    ].join("\n\n"),
  },
  {
    path: "/dev-docs/backend-customization/models",
    title: "Models",
    description: "Content-type schemas and the lifecycle hooks of their database rows.",
    body: [
      "## Lifecycle hooks",
      "Lifecycle hooks are functions that run before and after a database query on a model, such as `beforeCreate` and `afterUpdate`. Use them to change data before it is written.",
      "### Declare hooks",
      "Export the hooks from the model's `lifecycles.js` file:",
      `${fence}js title="src/api/book/content-types/book/lifecycles.js"\nmodule.exports = {\n  beforeCreate(event) {\n    event.params.data.slug = event.params.data.title.toLowerCase();\n  },\n};\n${fence}`,
    ].join("\n\n"),
  },
  {
    path: "/dev-docs/backend-customization/routes",
    title: "Routes",
    description: "Routes map the URLs of the API to controllers.",
    body: [
      "## Custom routers",
      "A custom router adds routes of your own to an API. Declare it in a file of the API's `routes` folder:",
      `${fence}js title="src/api/article/routes/custom.js"\nmodule.exports = {\n  routes: [{ method: 'GET', path: '/articles/popular', handler: 'article.popular' }],\n};\n${fence}`,
      "The handler names a controller action. Routes are private until a role allows them, see [Writing content](/user-docs/content-manager/writing-content).",
    ].join("\n\n"),
  },
  {
    path: "/dev-docs/backend-customization/webhooks",
    title: "Webhooks",
    description: "Notify other applications when content changes.",
    body: ["## Set up a webhook", "A webhook sends an HTTP request to another application when content \\<changes> \\[here]."].join("\n\n"),
  },
  {
    path: "/cloud/projects/settings",
    title: "Project settings",
    description: "Configure a Strapi Cloud project: its domains and variables.",
    body: ["## Domains", "Add a custom domain to a project in the **Domains** tab of its settings, then point the domain's DNS at the project."].join("\n\n"),
  },
];

const compiled = await Promise.all(pages.map(async (page) => ({ ...page, tree: (await compileMdx({ file: `${page.path}.mdx`, body: page.body })).tree })));

export const records = compiled.flatMap((page) =>
  extractRecords({ path: page.path, title: page.title, description: page.description, section: "Docs", content: page.tree }),
);
export const engine = await engineFor(records);
const twins = new Map(compiled.map((page) => [page.path, twinBlocks(pageMarkdown({ ...page, content: page.tree }, { siteUrl: site.url }))]));

/** The docs as the worker reads them: the engine, the twins' blocks and the glossary. */
export const docs: DocsSources = { engine, readBlocks: async (path) => twins.get(path), glossary };
