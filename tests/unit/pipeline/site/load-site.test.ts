import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadSite } from "../../../../pipeline/site/load-site";
import type { CompileCache } from "../../../../pipeline/site/types";
import { tagSlug } from "../../../../pipeline/tags";
import { buildFixture, buildProblems, makeContent, page } from "../../helpers";

const sidebars = {
  main: [
    { type: "doc" as const, id: "a" },
    { type: "category" as const, label: "More", link: "more", items: [{ type: "doc" as const, id: "more/b", customProps: { new: true } }] },
  ],
};

const valid = {
  "a.mdx": page("Page A", 'See [B](/more/b#section-b) and [tags](/tags).\n\n<Snippet name="s" />', "tags:\n  - i18n\n  - I18N\n"),
  "more/index.mdx": page("More", "Index."),
  "more/b.mdx": page("Page B", "## Section B\n\nBack to [A](/a).", "tags:\n  - i18n\n"),
  "snippets/s.mdx": page("s", "Snippet text."),
};

const problems = (files: Record<string, string>, config = sidebars, planned: string[] = []) => buildProblems(() => buildFixture(files, config, planned));

describe("loading a site", () => {
  it("builds the fixture site in tests/fixtures/site (sidebars file, snippet, synced tabs)", async () => {
    const fixture = resolve(import.meta.dirname, "../../../fixtures/site");
    const { default: fixtureSidebars } = await import("../../../fixtures/site/sidebars");
    const site = await loadSite({ contentDir: fixture, publicDir: fixture, sidebars: fixtureSidebars });
    expect(site.pages.map((p) => p.data.path).sort()).toEqual(["/guides", "/guides/start", "/guides/tabs", "/snippets/hello"]);
    expect(JSON.stringify(site.pages.find((p) => p.id === "guides/start")!.data.content)).toContain("Hello from a ");
    expect(site.tags.map((t) => t.summary.slug)).toEqual(["getting-started", "i-18-n"]);
  });

  it("builds page data: sidebar, breadcrumbs, prev/next, tags, edit URL, snippet pages", async () => {
    const site = await buildFixture(valid, sidebars);
    const b = site.pages.find((p) => p.id === "more/b")!.data;
    expect(b.sidebar?.id).toBe("main");
    expect(b.breadcrumbs).toEqual([{ label: "More", href: "/more" }]);
    expect(b.prev).toEqual({ label: "More", href: "/more" });
    expect(b.next).toBeNull();
    expect(b.editUrl).toBe("https://github.com/strapi/documentation/edit/main/docusaurus/docs/more/b.md");
    expect(b.tags).toEqual([{ label: "i18n", href: "/tags/i-18-n" }]);
    const tree = site.sidebars.trees.get("main")!;
    expect(tree[1]).toMatchObject({ type: "category", href: "/more", items: [{ label: "Page B", badge: "new" }] });
    expect(site.pages.find((p) => p.id === "snippets/s")!.data.path).toBe("/snippets/s");
    expect(site.routes).toEqual(expect.arrayContaining(["/a", "/more", "/more/b", "/snippets/s", "/tags", "/tags/i-18-n"]));
  });

  it("never links a page's prev or next to the page itself (a category's page listed again as its first item)", async () => {
    const listedTwice = {
      main: [
        { type: "doc" as const, id: "a" },
        {
          type: "category" as const,
          label: "More",
          link: "more",
          items: [
            { type: "doc" as const, id: "more" },
            { type: "doc" as const, id: "more/b" },
          ],
        },
      ],
    };
    const site = await buildFixture(valid, listedTwice);
    const data = (id: string) => site.pages.find((p) => p.id === id)!.data;
    expect(data("more").prev).toEqual({ label: "Page A", href: "/a" });
    expect(data("more").next).toEqual({ label: "Page B", href: "/more/b" });
    expect(data("more/b").prev).toEqual({ label: "More", href: "/more" });
  });

  it("gives each page its sidebar without the items of collapsed categories it is not in", async () => {
    const collapsed = {
      main: [
        { type: "doc" as const, id: "a" },
        { type: "category" as const, label: "More", link: "more", collapsed: true, items: [{ type: "doc" as const, id: "more/b" }] },
      ],
    };
    const site = await buildFixture(valid, collapsed);
    const category = (id: string) => site.pages.find((p) => p.id === id)!.data.sidebar!.items[1];
    expect(category("a")).toMatchObject({ label: "More", href: "/more", items: [] });
    expect(category("more/b")).toMatchObject({ items: [{ label: "Page B", href: "/more/b" }] });
    // The whole tree is kept once, for the browser to fetch from a file named by its content.
    expect(site.sidebars.trees.get("main")![1]).toMatchObject({ items: [{ href: "/more/b" }] });
    const sidebarOf = (id: string) => site.pages.find((p) => p.id === id)!.data.sidebar!;
    expect(sidebarOf("a").url).toMatch(/^\/_data\/sidebars\/main\.[0-9a-f]{10}\.json$/);
    expect(sidebarOf("more/b").url).toBe(sidebarOf("a").url);
  });

  it("merges tags that differ only in case into one tag page", async () => {
    const site = await buildFixture(valid, sidebars);
    expect(site.tags.map((t) => [t.summary.slug, t.summary.count])).toEqual([["i-18-n", 2]]);
    expect(tagSlug("Content-type Builder")).toBe("content-type-builder");
  });

  it("lists only listed pages on a tag page; a tag only unlisted pages carry keeps its page, out of the index", async () => {
    const site = await buildFixture(
      {
        ...valid,
        "hidden.mdx": page("Hidden", "Text.", "tags:\n  - i18n\n  - secret\nunlisted: true\n"),
      },
      sidebars,
    );
    const tags = Object.fromEntries(site.tags.map((t) => [t.summary.slug, { pages: t.pages.map((p) => p.id).sort(), unlisted: t.unlisted }]));
    expect(tags).toEqual({ "i-18-n": { pages: ["a", "more/b"], unlisted: false }, secret: { pages: ["hidden"], unlisted: true } });
    expect(site.routes).toContain("/tags/secret");
  });

  it("fails on a broken link, naming file, line and target", async () => {
    const found = await problems({ ...valid, "a.mdx": page("Page A", "Text\n\n[gone](/nowhere)") });
    expect(found).toEqual(['content/a.mdx:8: broken link to "/nowhere": no page at /nowhere']);
  });

  it("fails on a broken anchor on another page and on the same page", async () => {
    const found = await problems({ ...valid, "a.mdx": page("Page A", "[x](/more/b#missing)\n\n[y](#nope)") });
    expect(found).toEqual(['content/a.mdx:6: broken anchor "#missing" in link to /more/b', 'content/a.mdx:8: broken anchor "#nope" in link to /a']);
  });

  it("fails on links written with .html or a trailing slash", async () => {
    const found = await problems({ ...valid, "a.mdx": page("Page A", "[x](/more/b.html) [y](/more/)") });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/without a trailing slash or \.html/);
  });

  it("fails on an unknown frontmatter key, naming the file", async () => {
    const found = await problems({ ...valid, "a.mdx": "---\ntitle: A\ncolour: blue\n---\nx\n" });
    expect(found[0]).toBe("a.mdx:1: unknown frontmatter key: colour");
  });

  it("fails on an unknown doc id in a sidebar, listing the available ids", async () => {
    const found = await problems(valid, { main: [{ type: "doc", id: "typo" }] });
    expect(found[0]).toBe('content/sidebars.ts: Unknown doc id "typo" in sidebar "main". Available doc ids: a, more, more/b');
  });

  it("skips planned pages in sidebars but fails once they are written", async () => {
    const site = await buildFixture(
      valid,
      {
        main: [
          { type: "doc", id: "later" },
          { type: "doc", id: "a" },
        ],
      },
      ["later"],
    );
    expect(site.sidebars.trees.get("main")).toHaveLength(1);
    expect(await problems(valid, sidebars, ["a"])).toEqual(['content/planned.ts: "a" is written now: remove it from the planned list']);
  });

  it("shows links to planned pages as plain text until the page is written", async () => {
    const files = { ...valid, "a.mdx": page("Page A", "Read [the later page](/later#usage) next.") };
    const site = await buildFixture(files, sidebars, ["later"]);
    const pageA = site.pages.find((p) => p.id === "a")!;
    expect(JSON.stringify(pageA.data.content)).toContain('"#",null,"the later page"');
    expect(JSON.stringify(pageA.data.content)).not.toContain("/later");
    expect(await problems(files)).toEqual(['content/a.mdx:6: broken link to "/later#usage": no page at /later']);
  });

  it("fails on an unknown displayed_sidebar, listing sidebar ids", async () => {
    const found = await problems({ ...valid, "a.mdx": page("Page A", "x", "displayed_sidebar: nope\n") });
    expect(found[0]).toMatch(/Unknown sidebar id "nope" in displayed_sidebar\. Available sidebar ids: main/);
  });

  it("only warns about duplicate routes", async () => {
    const site = await buildFixture({ ...valid, "other.mdx": page("Other", "x", "slug: /a\n") }, sidebars);
    expect(site.warnings.join("\n")).toMatch(/duplicate route \/a/);
  });

  it("marks the pages with live code blocks, their own or a snippet's", async () => {
    const live = "```jsx live\nrender(<p>Hi</p>);\n```";
    const site = await buildFixture({
      "own.mdx": page("Own", live),
      "shared.mdx": page("Shared", '<Snippet name="live" />'),
      "plain.mdx": page("Plain", "```jsx\nrender(<p>Hi</p>);\n```\n\nText about `live` code."),
      "snippets/live.mdx": page("live", live),
    });
    const liveCode = Object.fromEntries(site.pages.map((p) => [p.data.path, p.data.liveCode]));
    expect(liveCode).toMatchObject({ "/own": true, "/shared": true, "/plain": false });
  });
});

describe("loading a site again with a compile cache (npm run dev)", () => {
  it("compiles again only the files that changed or read what changed: a snippet, a glossary term", async () => {
    const files = {
      "plain.mdx": page("Plain", "Nothing shared."),
      "uses-s.mdx": page("Uses s", '<Snippet name="s" />'),
      "uses-t.mdx": page("Uses t", '<Snippet name="t" />'),
      "annotates.mdx": page("Annotates", 'A <Annotation term="doc" />.'),
      "snippets/s.mdx": page("s", "Snippet s."),
      "snippets/t.mdx": page("t", "Snippet t."),
    };
    const contentDir = makeContent(files);
    const publicDir = makeContent({ "robots.txt": "" });
    const cache: CompileCache = new Map();
    // A planned page, so that links to planned pages are looked for in every tree.
    const load = (glossary: Record<string, string>) => loadSite({ contentDir, publicDir, sidebars: {}, planned: ["later"], glossary, cache });
    const compiledOf = () => new Map([...cache].map(([file, entry]) => [file, entry.compiled]));

    const initial = await load({ doc: "A document." });
    const first = compiledOf();
    writeFileSync(join(contentDir, "snippets/s.mdx"), page("s", "Snippet s, edited."));
    const edited = await load({ doc: "A document." });
    const second = compiledOf();
    const recompiled = (before: Map<string, unknown>, after: Map<string, unknown>) =>
      [...after]
        .filter(([file, result]) => before.get(file) !== result)
        .map(([file]) => file)
        .sort();
    expect(recompiled(first, second)).toEqual(["snippets/s.mdx", "uses-s.mdx"]);
    expect(JSON.stringify(edited.pages.find((p) => p.id === "uses-s")!.data.content)).toContain("Snippet s, edited.");
    // An unchanged page keeps its very tree, so what is derived from it (its markdown) is not made again.
    const plain = (site: typeof initial) => site.pages.find((p) => p.id === "plain")!.data.content;
    expect(plain(edited)).toBe(plain(initial));

    const defined = await load({ doc: "One piece of content, every version." });
    expect(recompiled(second, compiledOf())).toEqual(["annotates.mdx"]);
    expect(JSON.stringify(defined.pages.find((p) => p.id === "annotates")!.data.content)).toContain("One piece of content, every version.");
  });
});
