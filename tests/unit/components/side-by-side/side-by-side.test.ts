import { describe, expect, it } from "vitest";
import { markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

describe("side by side", () => {
  it("is two column boxes on the page and the content alone in markdown", async () => {
    expect(expandStaticComponents(["SideBySideContainer", null, ["SideBySideColumn", null, "a"]])).toEqual([
      "div",
      { className: "side-by-side" },
      ["div", { className: "side-by-side-column" }, "a"],
    ]);
    expect(await markdownOf("<SideBySideContainer>\n<SideBySideColumn>\n\nLeft.\n\n</SideBySideColumn>\n</SideBySideContainer>")).toBe("Left.\n");
  });
});
