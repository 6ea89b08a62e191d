// A keyboard-only walk through the page chrome: everything is reached with Tab and used with
// Enter or Escape, without a mouse.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PNG } from "pngjs";
import { openPage } from "./helpers";

/** Presses Tab until the focused element matches the selector; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("navbar, search, Ask AI, sidebar and table of contents work from the keyboard alone", async ({ page }) => {
  await openPage(page, "/cloud/intro");

  // Navbar: the search button opens the modal; a result opens with Enter.
  await tabTo(page, "button.search-button");
  await page.keyboard.press("Enter");
  const search = page.getByRole("searchbox").or(page.locator(".DocSearch-Input"));
  await expect(search.first()).toBeFocused();
  await page.keyboard.type("api tokens");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/cloud\/intro$/);
  await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);

  // Ask AI opens from its button and Escape closes it.
  await openPage(page, "/cloud/intro");
  await tabTo(page, "button.ask-button");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Ask your question" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Ask your question" })).toBeHidden();

  // The colour-mode toggle switches with Enter.
  await tabTo(page, "button.color-mode-toggle");
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // The sidebar: a link opens its page.
  await tabTo(page, "nav[aria-label='Docs sidebar'] a[href='/cloud/cloud-fundamentals']");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cloud\/cloud-fundamentals$/);

  // The table of contents: a link moves to its heading.
  await tabTo(page, "nav.toc-desktop a");
  const target = await page.evaluate(() => document.activeElement?.getAttribute("href"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

/**
 * For each side of what has focus, the share of places along it where the focus ring is painted: a pixel of the
 * ring's colour within a few pixels of the side, inside or out (a ring may be drawn inside its element).
 */
async function ringSides(page: Page, target: Locator): Promise<Record<"top" | "right" | "bottom" | "left", number>> {
  const { box, color } = await target.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    const { x, y, width, height } = element.getBoundingClientRect();
    return { box: { x, y, width, height }, color: getComputedStyle(element).outlineColor.match(/\d+/g)!.map(Number) };
  });
  const viewport = page.viewportSize()!;
  const margin = 12;
  const clip = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin) };
  const shot = PNG.sync.read(
    await page.screenshot({
      clip: {
        ...clip,
        width: Math.min(viewport.width, box.x + box.width + margin) - clip.x,
        height: Math.min(viewport.height, box.y + box.height + margin) - clip.y,
      },
    }),
  );
  const isRing = (x: number, y: number) => {
    const [px, py] = [Math.round(x - clip.x), Math.round(y - clip.y)];
    if (px < 0 || py < 0 || px >= shot.width || py >= shot.height) return false;
    const at = (py * shot.width + px) * 4;
    return color.every((channel, i) => Math.abs(shot.data[at + i] - channel) < 24);
  };
  const across = [...Array(15).keys()].map((i) => i - 6); // from 6 px inside to 8 px outside
  const along = [...Array(10).keys()].map((i) => 0.2 + (0.6 * i) / 9);
  const share = (found: boolean[]) => found.filter(Boolean).length / found.length;
  return {
    top: share(along.map((t) => across.some((d) => isRing(box.x + t * box.width, box.y - d)))),
    bottom: share(along.map((t) => across.some((d) => isRing(box.x + t * box.width, box.y + box.height + d)))),
    left: share(along.map((t) => across.some((d) => isRing(box.x - d, box.y + t * box.height)))),
    right: share(along.map((t) => across.some((d) => isRing(box.x + box.width + d, box.y + t * box.height)))),
  };
}

/** Focuses each target as the keyboard would (`what`: its name in a failure) and expects its ring painted on every side. */
async function expectWholeRings(page: Page, targets: Record<string, string>) {
  await page.keyboard.press("Tab");
  for (const [what, selector] of Object.entries(targets)) {
    const target = page.locator(selector).first();
    await target.focus();
    // Polled: focus in the sidebar's kept HTML loads its tree, which replaces it and focuses the same control again.
    await expect.poll(() => target.evaluate((element) => element === document.activeElement && element.matches(":focus-visible")), what).toBe(true);
    const sides = await ringSides(page, target);
    for (const [side, drawn] of Object.entries(sides)) expect(drawn, `${what}: the ring's ${side} side`).toBeGreaterThanOrEqual(0.8);
  }
}

// An article's blocks clip what they paint (content-visibility, doc-page.css) and a code block's frame clips to its
// rounded corners: a ring at their edge was cut, and a focused code block showed none at all.
test("what has focus in an article shows its whole focus ring, at a block's edge too", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openPage(page, "/dev-docs/api/rest");
  // A link that starts a line of its paragraph, on one line.
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLElement>(".markdown p > a")].find((a) => {
      const rects = a.getClientRects();
      return rects.length === 1 && Math.abs(rects[0].left - a.parentElement!.getBoundingClientRect().left) < 1;
    });
    link?.setAttribute("data-line-start", "");
  });
  const targets = {
    "a code block": ".markdown pre",
    "a tab": ".tabs-tab",
    "a heading's anchor": ".markdown h2 .hash-link",
    "an annotated term": ".annotation-term",
    "a link at a line's start": "a[data-line-start]",
  };
  await expectWholeRings(page, targets);
  // The query builder's output clips to its rounded corners, like a code block's frame.
  await openPage(page, "/dev-docs/api/rest/interactive-query-builder");
  await expectWholeRings(page, { "the query builder's copy button": ".query-builder-output .query-builder-copy" });
  // The project tree's list scrolls (the explorer loads as it nears the screen).
  await openPage(page, "/dev-docs/project-structure");
  await page.locator(".interactive-project-structure").scrollIntoViewIfNeeded();
  await expect(page.locator(".project-tree-list")).toBeAttached();
  await expectWholeRings(page, { "a project tree entry": ".project-tree-list .project-tree-entry" });
  // A table wider than the screen scrolls sideways: a link it cuts off comes fully into view as it takes focus
  // (Chromium scrolls a focused element only when none of it shows; app/doc-page/reveal-focus.ts does the rest).
  await openPage(page, "/cloud/projects/overview");
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLElement>(".markdown table a")].find((a) => {
      const table = a.closest("table")!;
      const edge = table.getBoundingClientRect().left + table.clientWidth;
      return a.getClientRects().length === 1 && a.getBoundingClientRect().left < edge - 1 && a.getBoundingClientRect().right > edge;
    });
    link?.setAttribute("data-cut-off", "");
  });
  const cutOff = page.locator("a[data-cut-off]");
  await expect(cutOff).toHaveCount(1);
  await page.keyboard.press("Tab");
  await cutOff.focus();
  const shown = () =>
    cutOff.evaluate((link) => {
      const table = link.closest("table")!;
      const left = table.getBoundingClientRect().left;
      const box = link.getBoundingClientRect();
      return box.left >= left && box.right <= left + table.clientWidth;
    });
  await expect.poll(shown).toBe(true);
  await expectWholeRings(page, { "a link a wide table cuts off": "a[data-cut-off]" });
});

// The sidebar and the table of contents scroll, and the sidebar's folds clip their items: rings there are drawn inside.
test("what has focus in the sidebar and the table of contents shows its whole focus ring", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The sidebar's tree, fetched when the browser is idle, replaces its kept HTML: the rings are checked on the tree.
  const tree = page.waitForResponse((response) => response.url().includes("/_data/sidebars/"));
  await openPage(page, "/cloud/intro");
  await tree;
  await expect(page.locator("nav.sidebar a[href='/cloud/getting-started/deployment-cli']")).toBeAttached();
  const targets = {
    "a sidebar link": "nav.sidebar a.sidebar-link",
    "a sidebar link in a fold": "nav.sidebar .sidebar-collapsible a.sidebar-link",
    "a category's toggle": "nav.sidebar button.sidebar-toggle",
    "the sidebar's hide button": "button.sidebar-hide",
    "a table of contents link": "nav.toc-desktop a.toc-link",
  };
  await expectWholeRings(page, targets);
});
