import { describe, expect, it } from "vitest";
import { treeText, type TreeNode } from "../../../../core/tree";
import { treeToMarkdown } from "../../../../pipeline/markdown/page-markdown";
import { compileBody } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

const fence = "```";
const page = (request: string, title = ' title="List restaurants"') =>
  [
    "<ApiCall>",
    `<Request${title}>`,
    "",
    request,
    "",
    "</Request>",
    '<Response title="200 OK">',
    "",
    `${fence}json\n{ "data": [] }\n${fence}`,
    "",
    "</Response>",
    "</ApiCall>",
  ].join("\n");
const expanded = async (body: string) => expandStaticComponents((await compileBody(body)).tree);

function buttons(node: TreeNode): TreeNode[] {
  if (typeof node === "string") return [];
  const [tag, props, ...children] = node;
  return [...(tag === "button" && props && "data-try-it" in props ? [node] : []), ...children.flatMap(buttons)];
}

describe('the "Try it" button of an <ApiCall>', () => {
  it("is written into the Request's label for http and graphql requests, named after the example", async () => {
    const rest = await expanded(page(`${fence}http\nGET /api/restaurants\nAuthorization: Bearer <your-api-token>\n${fence}`));
    expect(buttons(rest)).toEqual([
      [
        "button",
        { type: "button", className: "try-it-button", "data-try-it": "", "aria-haspopup": "dialog", "aria-label": "Try it: List restaurants" },
        "Try it",
      ],
    ]);
    const graphql = await expanded(page(`${fence}graphql\nquery { restaurants { name } }\n${fence}`, ""));
    expect(buttons(graphql)).toEqual([["button", { type: "button", className: "try-it-button", "data-try-it": "", "aria-haspopup": "dialog" }, "Try it"]]);
  });

  it("is left out where the panel could not send the request: server-side code, or an http block that does not parse", async () => {
    expect(buttons(await expanded(page(`${fence}js\nawait strapi.documents('api::restaurant.restaurant').findMany();\n${fence}`)))).toEqual([]);
    expect(buttons(await expanded(page(`${fence}http\nFetch the restaurants\n${fence}`)))).toEqual([]);
  });

  it("stays out of the markdown twin and the text that search indexes", async () => {
    const { tree } = await compileBody(page(`${fence}http\nGET /api/restaurants\n${fence}`));
    expect(treeToMarkdown(tree, { siteUrl: "https://docs.test" })).not.toContain("Try it");
    expect(treeText(tree)).not.toContain("Try it");
  });
});
