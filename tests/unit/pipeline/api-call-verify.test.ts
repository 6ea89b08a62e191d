import { describe, expect, it } from "vitest";
import { compileMdx } from "../../../pipeline/mdx/compile";
import { treeToMarkdown } from "../../../pipeline/markdown/page-markdown";
import { expandStaticComponents } from "../../../pipeline/mdx/static-components";
import { apiCallMdx } from "../helpers";

const apiCall = (open: string) =>
  apiCallMdx(open, { title: "List restaurants", http: "GET /api/restaurants" }, { title: "200 OK", json: '{ "data": [], "meta": {} }' });
const compile = (body: string) => compileMdx({ file: "page.mdx", body });

describe("<ApiCall verify>", () => {
  it('is accepted, as `verify` and as verify="partial": the same box and markdown for readers, marked for the "Try it" panel', async () => {
    const plain = (await compile(apiCall("<ApiCall>"))).tree;
    const cases: [string, string][] = [
      ["<ApiCall verify>", "exact"],
      ['<ApiCall verify="partial">', "partial"],
      ["<ApiCall verify={true}>", "exact"],
    ];
    for (const [open, mode] of cases) {
      const { tree } = await compile(apiCall(open));
      const marked = JSON.stringify(expandStaticComponents(plain)).replace('{"className":"api-call"}', `{"className":"api-call","data-verify":"${mode}"}`);
      expect(JSON.stringify(expandStaticComponents(tree))).toBe(marked);
      expect(treeToMarkdown(tree, { siteUrl: "https://docs.test" })).toBe(treeToMarkdown(plain, { siteUrl: "https://docs.test" }));
    }
  });

  it("rejects other values and other attributes, naming the file", async () => {
    await expect(compile(apiCall('<ApiCall verify="yes">'))).rejects.toThrow(/page\.mdx: <ApiCall verify> is written `verify`.*not "yes"/);
    await expect(compile(apiCall('<ApiCall title="x">'))).rejects.toThrow(/<ApiCall> takes no attribute but `verify` \(got `title`\)/);
  });
});
