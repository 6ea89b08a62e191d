import { describe, expect, it } from "vitest";
import { markdownOf } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

describe("badges", () => {
  it("are labels with a tooltip on the page", () => {
    expect(expandStaticComponents(["CloudTeamBadge", null])).toEqual([
      "span",
      { className: "badge badge-cloud", title: "Available on the Strapi Cloud Team plan" },
      "Cloud Team",
    ]);
    expect(expandStaticComponents(["VersionBadge", { version: "5.1.0" }])).toEqual([
      "span",
      { className: "badge badge-version", title: "Available from Strapi 5.1.0" },
      "5.1.0+",
    ]);
  });

  it("become plain text labels in markdown, the spaces around them kept", async () => {
    expect(await markdownOf('Review workflows <EnterpriseBadge /> <CloudTeamBadge /> since <VersionBadge version="5.1.0" />.')).toBe(
      "Review workflows (Enterprise) (Cloud Team) since (5.1.0+).\n",
    );
    expect(await markdownOf("### Step one <NewBadge />")).toBe("### Step one (New)\n");
  });
});
