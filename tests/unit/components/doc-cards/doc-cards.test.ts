import { describe, expect, it } from "vitest";
import { markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

describe("doc cards", () => {
  it("turn into links the site's link component renders", () => {
    expect(expandStaticComponents(["CustomDocCard", { title: "REST API", link: "/dev-docs/api/rest" }])).toEqual([
      "a",
      { href: "/dev-docs/api/rest", className: "doc-card" },
      ["span", { className: "doc-card-title" }, "REST API"],
    ]);
  });

  it("become a list of absolute links with their descriptions in markdown", async () => {
    const mdx = [
      "<CustomDocCardsWrapper>",
      '<CustomDocCard title="REST API" description="Query content over HTTP." link="/dev-docs/api/rest" />',
      '<CustomDocCard title="GraphQL API" link="/dev-docs/api/graphql" />',
      "</CustomDocCardsWrapper>",
    ].join("\n");
    expect(await markdownOf(mdx)).toBe(
      "- [REST API](https://docs.test/dev-docs/api/rest): Query content over HTTP.\n- [GraphQL API](https://docs.test/dev-docs/api/graphql)\n",
    );
  });
});
