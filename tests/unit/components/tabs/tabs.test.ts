import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TabItem, Tabs } from "../../../../components/tabs/Tabs";
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

  it("are written whole by the server: every panel, the default one shown, the group and values for the browser's side", () => {
    const html = renderToStaticMarkup(
      createElement(
        Tabs,
        { groupId: "npm-yarn" },
        createElement(TabItem, { value: "npm" }, "A"),
        createElement(TabItem, { value: "yarn", default: true }, "B"),
      ),
    );
    expect(html).toContain('data-group-id="npm-yarn"');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(html).toMatch(/data-value="yarn"[^>]*>yarn</);
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="yarn"/);
    expect(html).toMatch(/hidden=""[^>]*>A</);
    expect(html).not.toMatch(/hidden=""[^>]*>B</);
  });

  it("carry the line count of a shown panel that is one code block, for the stylesheet's height guess", () => {
    const block = (lines: string) => createElement("figure", { lines } as object);
    const render = (...items: ReturnType<typeof createElement>[]) => renderToStaticMarkup(createElement(Tabs, {}, ...items));
    expect(render(createElement(TabItem, { value: "npm" }, block("3")), createElement(TabItem, { value: "yarn" }, block("9")))).toContain(
      '<div class="tabs" style="--code-lines:3">',
    );
    expect(render(createElement(TabItem, { value: "npm" }, block("3")), createElement(TabItem, { value: "yarn", default: true }, block("9")))).toContain(
      '<div class="tabs" style="--code-lines:9">',
    );
    expect(render(createElement(TabItem, { value: "npm" }, "Run it.", block("3")))).toContain('<div class="tabs">');
  });
});
