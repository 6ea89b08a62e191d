import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../core/tree";
import { articleComponents } from "../../../components/server";
import { AUTHOR_COMPONENTS, expandStaticComponents, inputsReadBy, UNSEARCHED_COMPONENTS } from "../../../components/registry";

describe("the author component registry", () => {
  it("expands static components into ordinary elements, children included, and leaves the others to the browser", () => {
    const tree: TreeNode = [
      "#",
      null,
      ["Admonition", { type: "tip" }, ["p", null, "Try ", ["EnterpriseBadge", null]]],
      ["Tabs", null, ["TabItem", { value: "a" }]],
    ];
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
      ["Tabs", null, ["TabItem", { value: "a" }]],
    ]);
  });

  it("gives the browser a component for exactly the rendered ones, and every static one an expansion", () => {
    const entries = Object.entries(AUTHOR_COMPONENTS);
    expect(Object.keys(articleComponents).sort()).toEqual(
      entries
        .filter(([, component]) => component.kind === "rendered")
        .map(([name]) => name)
        .sort(),
    );
    for (const [name, component] of entries) {
      if (component.kind === "static") expect((expandStaticComponents([name, {}]) as unknown[])[0], name).not.toBe(name);
    }
  });

  it("knows which build inputs a source reads, and what search leaves out", () => {
    expect([...inputsReadBy('<Annotation term="x" /> and <Screenshot id="y" alt="z" />')].sort()).toEqual(["glossary", "screenshots"]);
    expect(inputsReadBy("Plain text.").size).toBe(0);
    expect([...UNSEARCHED_COMPONENTS].sort()).toEqual(["CodeBlock", "Mermaid", "Screenshot", "ThemedImage"]);
  });
});
