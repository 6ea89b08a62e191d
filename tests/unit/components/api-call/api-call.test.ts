import { describe, expect, it } from "vitest";
import { treeToMarkdown } from "../../../../pipeline/markdown/page-markdown";
import { apiCallMdx, compileBody, markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

const apiCall = (open: string) =>
  apiCallMdx(open, { title: "List restaurants", http: "GET /api/restaurants" }, { title: "200 OK", json: '{ "data": [], "meta": {} }' });
const fence = "```";

describe("<ApiCall>", () => {
  it("becomes a box of labelled request and response parts on the page", async () => {
    const page = expandStaticComponents((await compileBody(apiCall("<ApiCall>"))).tree);
    // The request's label ends with its "Try it" button (try-it-button.test.ts).
    expect(JSON.stringify(page)).toContain(
      JSON.stringify(["p", { className: "api-call-label" }, ["span", { className: "api-call-kind" }, "Request"], " List restaurants"]).slice(0, -1),
    );
    expect(JSON.stringify(page)).toContain(
      JSON.stringify(["p", { className: "api-call-label" }, ["span", { className: "api-call-kind" }, "Response"], " 200 OK"]),
    );
    expect((page as unknown[]).slice(0, 2)).toEqual(["div", { className: "api-call" }]);
  });

  it("becomes Request and Response labelled code in markdown", async () => {
    const mdx = apiCallMdx(
      "<ApiCall>",
      { title: "Find published restaurants", http: "GET /api/restaurants?status=published" },
      { title: "200 OK", json: '{ "data": [], "meta": {} }' },
    );
    expect(await markdownOf(mdx)).toBe(
      `**Request: Find published restaurants**\n\n${fence}http\nGET /api/restaurants?status=published\n${fence}\n\n**Response: 200 OK**\n\n${fence}json\n{ "data": [], "meta": {} }\n${fence}\n`,
    );
  });

  it('accepts `verify` and verify="partial": the same box and markdown for readers, marked for the "Try it" panel', async () => {
    const plain = (await compileBody(apiCall("<ApiCall>"))).tree;
    const cases: [string, string][] = [
      ["<ApiCall verify>", "exact"],
      ['<ApiCall verify="partial">', "partial"],
      ["<ApiCall verify={true}>", "exact"],
    ];
    for (const [open, mode] of cases) {
      const { tree } = await compileBody(apiCall(open));
      const marked = JSON.stringify(expandStaticComponents(plain)).replace('{"className":"api-call"}', `{"className":"api-call","data-verify":"${mode}"}`);
      expect(JSON.stringify(expandStaticComponents(tree))).toBe(marked);
      expect(treeToMarkdown(tree, { siteUrl: "https://docs.test" })).toBe(treeToMarkdown(plain, { siteUrl: "https://docs.test" }));
    }
  });

  it('takes after="Title", the earlier example a reader must run first, for the panel to say so', async () => {
    const { tree } = await compileBody(apiCall('<ApiCall verify after="Register a user">'));
    expect(JSON.stringify(expandStaticComponents(tree))).toContain('{"className":"api-call","data-verify":"exact","data-after":"Register a user"}');
    await expect(compileBody(apiCall('<ApiCall after="">'))).rejects.toThrow(/<ApiCall after> names the title of an earlier example/);
  });

  it("rejects other values and other attributes, naming the file", async () => {
    await expect(compileBody(apiCall('<ApiCall verify="yes">'))).rejects.toThrow(/page\.mdx: <ApiCall verify> is written `verify`.*not "yes"/);
    await expect(compileBody(apiCall('<ApiCall title="x">'))).rejects.toThrow(/<ApiCall> takes no attribute but `verify` and `after` \(got `title`\)/);
  });
});
