import { describe, expect, it } from "vitest";
import { markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

describe("<SubtleCallout>", () => {
  it("is an aside with its title on the page, and a quote headed by it in markdown", async () => {
    expect(expandStaticComponents(["SubtleCallout", { title: "Good to know" }, "x"])).toEqual([
      "aside",
      { className: "subtle-callout", "aria-label": "Good to know" },
      ["p", { className: "subtle-callout-title" }, "Good to know"],
      "x",
    ]);
    expect(await markdownOf('<SubtleCallout title="Good to know">\n\nIt works.\n\n</SubtleCallout>')).toBe("> **Good to know**\n>\n> It works.\n");
  });
});
