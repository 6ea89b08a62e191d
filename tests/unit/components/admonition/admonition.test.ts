import { describe, expect, it } from "vitest";
import { compileBody, findElements, markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";
import { normaliseAdmonitionTitles } from "../../../../components/admonition/remark-admonitions";

describe("admonitions", () => {
  it("move a title written after the keyword into the directive label, outside code only", () => {
    expect(normaliseAdmonitionTitles(":::tip Faster builds\nx\n:::")).toBe(":::tip[Faster builds]\nx\n:::");
    expect(normaliseAdmonitionTitles("```\n:::tip Not me\n```")).toBe("```\n:::tip Not me\n```");
  });

  it("become Admonition elements with type and title", async () => {
    const { tree } = await compileBody(":::caution Mind the gap\nBody **text**.\n:::\n\n:::note\nPlain.\n:::");
    const [first, second] = findElements(tree, "Admonition");
    expect(first[1]).toEqual({ type: "caution", title: "Mind the gap" });
    expect(JSON.stringify(first)).toContain("Body ");
    expect(second[1]).toEqual({ type: "note" });
  });

  it("reject unknown keywords and leave colon text alone", async () => {
    await expect(compileBody(":::bogus\nx\n:::")).rejects.toThrow(/unknown admonition `:::bogus`/);
    const { tree } = await compileBody("Meet at 10:30 or use a:b.");
    expect(JSON.stringify(tree)).toContain("Meet at 10:30 or use a:b.");
  });

  it("are an aside headed by their title, or their kind's heading, on the page", () => {
    expect(expandStaticComponents(["Admonition", { type: "danger" }, "x"])).toEqual([
      "aside",
      { className: "admonition admonition-danger", "aria-label": "Warning" },
      ["p", { className: "admonition-title" }, "Warning"],
      ["div", { className: "admonition-body" }, "x"],
    ]);
    // `strapi` and `callout` have no heading of their own.
    expect(expandStaticComponents(["Admonition", { type: "callout" }, "x"])).toEqual([
      "aside",
      { className: "admonition admonition-callout", "aria-label": "callout" },
      ["div", { className: "admonition-body" }, "x"],
    ]);
  });

  it("become quotes headed by their kind and title in markdown", async () => {
    expect(await markdownOf(":::tip Faster builds\nRun `npm run build`.\n:::")).toBe("> **Tip: Faster builds**\n>\n> Run `npm run build`.\n");
    expect(await markdownOf(":::danger\nNo **way**.\n:::")).toBe("> **Warning**\n>\n> No **way**.\n");
    expect(await markdownOf(":::callout\nPlain.\n:::")).toBe("> Plain.\n");
  });
});
