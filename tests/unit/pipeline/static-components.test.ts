import { describe, expect, it } from "vitest";
import { AUTHOR_COMPONENTS, STATIC_MARKUP_COMPONENTS } from "../../../core/component-names";
import type { TreeNode } from "../../../core/tree";
import { expandStaticComponents } from "../../../pipeline/mdx/static-components";
import { contentComponents } from "../../../app/mdx/components";

describe("plain-markup components", () => {
  it("become ordinary elements, keeping their children expanded too", () => {
    const tree: TreeNode = ["#", null, ["Admonition", { type: "tip" }, ["p", null, "Try ", ["EnterpriseBadge", null]]]];
    expect(expandStaticComponents(tree)).toEqual([
      "#",
      null,
      [
        "aside",
        { className: "admonition admonition-tip", "aria-label": "Tip" },
        ["p", { className: "admonition-title" }, "Tip"],
        [
          "div",
          { className: "admonition-body" },
          ["p", null, "Try ", ["span", { className: "badge badge-plan", title: "Available with an Enterprise plan" }, "Enterprise"]],
        ],
      ],
    ]);
  });

  it("turn a card into a link the site's link component renders", () => {
    expect(expandStaticComponents(["CustomDocCard", { title: "REST API", link: "/dev-docs/api/rest" }])).toEqual([
      "a",
      { href: "/dev-docs/api/rest", className: "doc-card" },
      ["span", { className: "doc-card-title" }, "REST API"],
    ]);
  });

  it("leave interactive components to the browser", () => {
    const tabs: TreeNode = ["Tabs", { groupId: "npm-yarn" }, ["TabItem", { value: "npm" }, "x"]];
    expect(expandStaticComponents(tabs)).toEqual(tabs);
  });

  it("cover every author component between them and the browser's components", () => {
    for (const name of AUTHOR_COMPONENTS) {
      const isStatic = (STATIC_MARKUP_COMPONENTS as readonly string[]).includes(name);
      expect(isStatic !== name in contentComponents, name).toBe(true);
      if (isStatic) expect((expandStaticComponents([name, {}]) as unknown[])[0], name).not.toBe(name);
    }
  });
});
