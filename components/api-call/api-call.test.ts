import { describe, expect, it } from "vitest";
import { treeToMarkdown } from "../../pipeline/markdown/page-markdown";
import { apiCallMdx, compileBody, markdownOf } from "../../tests/unit/helpers";
import { expandStaticComponents } from "../registry";

const apiCall = (open: string) =>
  apiCallMdx(open, { title: "List restaurants", http: "GET /api/restaurants" }, { title: "200 OK", json: '{ "data": [], "meta": {} }' });
const fence = "```";

describe("<ApiCall>", () => {
  it("becomes a box of labelled request and response parts on the page", async () => {
    const page = expandStaticComponents((await compileBody(apiCall("<ApiCall>"))).tree);
    expect(JSON.stringify(page)).toContain(
      JSON.stringify(["p", { className: "api-call-label" }, ["span", { className: "api-call-kind" }, "Request"], " List restaurants"]),
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

  it('accepts `verify` and verify="partial", which change nothing readers get', async () => {
    const plain = (await compileBody(apiCall("<ApiCall>"))).tree;
    for (const open of ["<ApiCall verify>", '<ApiCall verify="partial">', "<ApiCall verify={true}>"]) {
      const { tree } = await compileBody(apiCall(open));
      expect(tree).toEqual(plain);
      expect(JSON.stringify(expandStaticComponents(tree))).toBe(JSON.stringify(expandStaticComponents(plain)));
      expect(treeToMarkdown(tree, { siteUrl: "https://docs.test" })).toBe(treeToMarkdown(plain, { siteUrl: "https://docs.test" }));
      expect(JSON.stringify(tree)).not.toContain("verify");
    }
  });

  it("rejects other values and other attributes, naming the file", async () => {
    await expect(compileBody(apiCall('<ApiCall verify="yes">'))).rejects.toThrow(/page\.mdx: <ApiCall verify> is written `verify`.*not "yes"/);
    await expect(compileBody(apiCall('<ApiCall title="x">'))).rejects.toThrow(/<ApiCall> takes no attribute but `verify` \(got `title`\)/);
  });
});
