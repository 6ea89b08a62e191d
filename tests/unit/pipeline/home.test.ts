import { describe, expect, it } from "vitest";
import type { HomeContent } from "../../../core/page-data";
import { resolveHome } from "../../../pipeline/home";

const home: HomeContent = {
  hero: { title: "T", text: "x" },
  carousel: [{ title: "A", text: "a", href: "/a" }],
  categories: [
    {
      title: "C",
      text: "c",
      href: "/c",
      links: [
        { label: "Later", href: "/later" },
        { label: "A", href: "/a" },
      ],
    },
  ],
};

describe("home page links", () => {
  it("keep links to pages, leave out planned pages, and fail on links to nothing", () => {
    const result = resolveHome(home, new Set(["/a", "/c"]), new Set(["later"]));
    expect(result.problems).toEqual([]);
    expect(result.omitted).toEqual(["/later"]);
    expect(result.home.categories[0].links).toEqual([{ label: "A", href: "/a" }]);
    expect(resolveHome(home, new Set(["/a"]), new Set(["later"])).problems).toEqual(['content/home.ts: link to "/c": no page at /c']);
  });
});
