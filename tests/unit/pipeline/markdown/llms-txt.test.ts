import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SidebarNode } from "../../../../core/page-data";
import { llmsTxt, pagesByArea, sidebarOrder } from "../../../../pipeline/markdown/llms-txt";
import { writeMarkdownOutputs } from "../../../../pipeline/markdown/write";
import { buildFixture, makeContent, page } from "../../helpers";

describe("llms.txt", () => {
  it("follows the convention: title, summary, then one link list per section", () => {
    const text = llmsTxt({
      title: "Docs",
      summary: "What these docs\n  cover.",
      details: "More about them.",
      sections: [
        {
          title: "Guides",
          links: [
            { title: "Start [here]", url: "https://docs.test/start.md", description: "First steps." },
            { title: "Next", url: "https://docs.test/next.md", description: "" },
          ],
        },
        { title: "Empty", links: [] },
      ],
    });
    expect(text).toBe(
      "# Docs\n\n> What these docs cover.\n\nMore about them.\n\n## Guides\n\n- [Start \\[here\\]](https://docs.test/start.md): First steps.\n- [Next](https://docs.test/next.md)\n",
    );
  });

  it("reads the sidebars in order, each category's page before its items, first mention only", () => {
    const link = (href: string): SidebarNode => ({ type: "link", label: href, href });
    const sidebars: SidebarNode[][] = [
      [
        link("/a"),
        {
          type: "category",
          key: "k",
          label: "C",
          href: "/c",
          collapsible: true,
          collapsed: false,
          items: [link("/c/1"), { type: "link", label: "x", href: "https://x.test", external: true }],
        },
      ],
      [link("/c/1"), link("/b")],
    ];
    expect(sidebarOrder(sidebars)).toEqual(["/a", "/c", "/c/1", "/b"]);
  });

  it("lists each area's pages in sidebar order, then the others by path, without unlisted pages", () => {
    const pages = ["/cloud/b", "/dev-docs/z", "/dev-docs/b", "/dev-docs/a", "/dev-docs/hidden", "/release-notes"].map((path) => ({
      path,
      unlisted: path.endsWith("hidden"),
    }));
    const areas = pagesByArea(pages, ["/dev-docs/b", "/cloud/b", "/dev-docs/hidden"]);
    expect(areas.map(({ area, pages }) => [area.title, pages.map((p) => p.path)])).toEqual([
      ["Developer docs", ["/dev-docs/b", "/dev-docs/a", "/dev-docs/z"]],
      ["User docs", []],
      ["Cloud docs", ["/cloud/b"]],
    ]);
  });
});

describe("markdown outputs", () => {
  it("write every page's twin, llms.txt and llms-full.txt in sidebar order", async () => {
    const site = await buildFixture(
      {
        "dev-docs/intro.mdx": page("Intro", "Welcome. See [setup](/dev-docs/setup)."),
        "dev-docs/setup.mdx": page("Setup", "## Install\n\n:::tip Faster\nUse npm.\n:::"),
        "dev-docs/secret.mdx": page("Secret", "Hidden.", "unlisted: true\n"),
        "cloud/intro.mdx": page("Cloud", "Deploy."),
      },
      {
        dev: [
          { type: "doc", id: "dev-docs/setup" },
          { type: "doc", id: "dev-docs/intro" },
        ],
        cloud: [{ type: "doc", id: "cloud/intro" }],
      },
    );
    const publicDir = makeContent({ "favicon.svg": "" });
    const outputs = writeMarkdownOutputs(site, publicDir);
    const read = (path: string) => readFileSync(join(publicDir, path), "utf8");

    expect(outputs.pages).toBe(4);
    expect(read("_md/dev-docs/setup.md")).toBe(
      "# Setup\n\n> About Setup.\n\nSource: <https://docs.strapi.io/dev-docs/setup>\n\n## Install\n\n> **Tip: Faster**\n>\n> Use npm.\n",
    );
    expect(read("_md/dev-docs/secret.md")).toContain("Hidden.");

    const index = read("llms.txt");
    expect(index).toMatch(/^# Strapi 5 Documentation\n\n> .+\n/);
    expect(index).toContain(
      "## Developer docs\n\n- [Setup](https://docs.strapi.io/dev-docs/setup.md): About Setup.\n- [Intro](https://docs.strapi.io/dev-docs/intro.md): About Intro.\n\n## Cloud docs\n\n- [Cloud]",
    );
    expect(index).not.toContain("Secret");
    expect(index).not.toContain("## User docs");
    expect(outputs.llmsTxtBytes).toBe(Buffer.byteLength(index));

    const full = read("llms-full.txt");
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(titles).toEqual(["Strapi 5 Documentation", "Setup", "Intro", "Cloud"]);
    expect(full).toContain(read("_md/dev-docs/intro.md"));
  });
});
