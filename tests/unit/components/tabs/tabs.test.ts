import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../../core/tree";
import { markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

const fence = "```";
const mdx = [
  '<Tabs groupId="npm-yarn">',
  '<TabItem value="npm" label="npm">',
  "",
  `${fence}bash\nnpm run develop\n${fence}`,
  "",
  "</TabItem>",
  '<TabItem value="yarn">',
  "",
  "Run **yarn**.",
  "",
  "</TabItem>",
  "</Tabs>",
].join("\n");

describe("tabs", () => {
  it("are left to the browser's component", () => {
    const tabs: TreeNode = ["Tabs", { groupId: "npm-yarn" }, ["TabItem", { value: "npm" }, "x"]];
    expect(expandStaticComponents(tabs)).toEqual(tabs);
  });

  it("become sections under their label (or value) in markdown", async () => {
    expect(await markdownOf(mdx)).toBe(`**npm**\n\n${fence}bash\nnpm run develop\n${fence}\n\n**yarn**\n\nRun **yarn**.\n`);
  });
});
