import { describe, expect, it } from "vitest";
import type { SidebarNode } from "../../../../core/page-data";
import { sidebarDataFile } from "../../../../pipeline/sidebars/data-file";

describe("sidebarDataFile", () => {
  const tree: SidebarNode[] = [{ type: "link", label: "Intro", href: "/intro" }];

  it("names the file by the sidebar and a hash of its JSON", () => {
    const file = sidebarDataFile("main", tree);
    expect(file.url).toMatch(/^\/_data\/sidebars\/main\.[0-9a-f]{10}\.json$/);
    expect(JSON.parse(file.json)).toEqual(tree);
    expect(sidebarDataFile("main", structuredClone(tree)).url).toBe(file.url);
  });

  it("names a changed sidebar's file anew, so a browser's kept copy is never stale", () => {
    expect(sidebarDataFile("main", [{ ...tree[0], label: "Introduction" }]).url).not.toBe(sidebarDataFile("main", tree).url);
  });
});
