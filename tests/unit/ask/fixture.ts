// A tiny two-page site indexed like the real one, for the Ask AI tests.
import type { TreeNode } from "../../../core/tree";
import { extractRecords } from "../../../pipeline/search/records";
import { engineFor } from "../search/memory-index";

const tokens: TreeNode = [
  "#",
  null,
  ["p", null, "An API token lets a script call the REST API without a user session."],
  ["h2", { id: "create-a-token" }, "Create a token"],
  ["p", null, "Go to Settings > API Tokens. Click Create new API Token and give the token a name. The weather is irrelevant here."],
  ["CodeBlock", { language: "bash" }, ["pre", null, ["code", null, "curl -H 'Authorization: Bearer secret-code'"]]],
  ["h2", { id: "delete-a-token" }, "Delete a token"],
  ["p", null, "Open the token and click Delete. Applications using a deleted token get 401 errors."],
];

const webhooks: TreeNode = [
  "#",
  null,
  ["h2", { id: "set-up" }, "Set up a webhook"],
  ["p", null, "A webhook sends an HTTP request to another application when content <changes> [here]."],
];

export const records = [
  ...extractRecords({ path: "/docs/tokens", title: "API tokens", description: "Tokens for scripts.", section: "Features", content: tokens }),
  ...extractRecords({ path: "/docs/webhooks", title: "Webhooks", description: "Notify other applications.", section: "Features", content: webhooks }),
];
export const engine = await engineFor(records);
