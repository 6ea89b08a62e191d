import { describe, expect, it } from "vitest";
import { FRAGMENT, type TreeNode } from "../../../../core/tree";
import { treeToMarkdown } from "../../../../pipeline/markdown/page-markdown";
import { compileMdx } from "../../../../pipeline/mdx/compile";
import { loadSite } from "../../../../pipeline/site/load-site";
import { buildProblems, makeContent, markdownOf, page } from "../../helpers";
import { expandStaticComponents } from "../../../../components/registry";

const screenshots = {
  "cm-list-view": { width: 1440, height: 900, bytes: { light: 61_000, dark: 58_000 } },
};
const manifest = JSON.stringify({ strapi: "5.1.1", screenshots });
const mdx = '<Screenshot id="cm-list-view" alt="The list view of the Restaurant collection type." />';

const failures = (files: Record<string, string>, publicFiles: Record<string, string>) =>
  buildProblems(() => loadSite({ contentDir: makeContent(files), publicDir: makeContent(publicFiles), sidebars: {} }));

describe("<ThemedImage>", () => {
  it("is both images on the page, and the light one in markdown", async () => {
    const mdx = "<ThemedImage alt=\"Admin\" sources={{ light: '/img/l.png', dark: '/img/d.png' }} />";
    expect(expandStaticComponents(["ThemedImage", { alt: "Admin", sources: { light: "/img/l.png", dark: "/img/d.png" } }])).toMatchObject([
      FRAGMENT,
      null,
      ["img", { className: "themed-image themed-image-light", src: "/img/l.png" }],
      ["img", { className: "themed-image themed-image-dark", src: "/img/d.png" }],
    ]);
    expect(await markdownOf(mdx)).toBe("![Admin](https://docs.test/img/l.png)\n");
  });
});

describe("<Screenshot>", () => {
  it("takes its width and height from the screenshot manifest when the page compiles", async () => {
    const { tree } = await compileMdx({ file: "page.mdx", body: mdx, screenshots });
    expect(JSON.stringify(tree)).toContain(
      JSON.stringify(["Screenshot", { id: "cm-list-view", alt: "The list view of the Restaurant collection type.", width: 1440, height: 900 }]),
    );
  });

  it("expands into the light and dark WebP pair, sized and lazy, that the zoom and the colour mode act on", () => {
    const node: TreeNode = ["Screenshot", { id: "cm-list-view", alt: "The list view.", width: 1440, height: 900 }];
    const image = (theme: string) => [
      "img",
      {
        className: `themed-image themed-image-${theme} screenshot`,
        src: `/img/screenshots/cm-list-view-${theme}.webp`,
        alt: "The list view.",
        width: 1440,
        height: 900,
        loading: "lazy",
        decoding: "async",
      },
    ];
    expect(expandStaticComponents(node)).toEqual([FRAGMENT, null, image("light"), image("dark")]);
  });

  it("is the light image, with its alt text, in the page's markdown", async () => {
    const { tree } = await compileMdx({ file: "page.mdx", body: mdx, screenshots });
    expect(treeToMarkdown(tree, { siteUrl: "https://docs.test" })).toBe(
      "![The list view of the Restaurant collection type.](https://docs.test/img/screenshots/cm-list-view-light.webp)\n",
    );
  });

  it("reads the manifest from the public folder, and fails the build naming the file and the id it does not list", async () => {
    const files = { "ok.mdx": page("OK", mdx), "guide/bad.mdx": page("Bad", '<Screenshot id="cm-edit-vew" alt="The edit view." />') };
    const problems = await failures(files, { "img/screenshots/manifest.json": manifest });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^guide\/bad\.mdx: unknown screenshot id "cm-edit-vew" in <Screenshot>/);
    // Without a manifest every id is unknown.
    expect(await failures({ "ok.mdx": page("OK", mdx) }, { "robots.txt": "" })).toEqual([
      expect.stringMatching(/^ok\.mdx: unknown screenshot id "cm-list-view"/),
    ]);
  });

  it("needs an alt text", async () => {
    await expect(compileMdx({ file: "page.mdx", body: '<Screenshot id="cm-list-view" />', screenshots })).rejects.toThrow(
      /page\.mdx: <Screenshot id="cm-list-view"> needs an `alt` text/,
    );
  });
});
