// Styles travel with what they style (app/README.md, "Page weight"): a route's stylesheet, which begins with the
// shell's CSS, is linked with the route, a lazy module's comes with its chunk. None of that may show a reader an
// unstyled flash or move the page: each style is there when its markup is, with or without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { openPage, pendingRequestsTest } from "./helpers";

/** The computed value of a CSS property of the first element matching `selector`. */
const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe("styles arrive with the HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("a doc page's frame and author components are styled without JavaScript", async ({ page }) => {
    await page.goto("/dev-docs/quick-start");
    expect(await styleOf(page, ".doc-columns", "display")).toBe("grid");
    expect(await styleOf(page, ".toc-list", "list-style-type")).toBe("none");
    expect(await styleOf(page, ".admonition", "border-left-width")).toBe("4px");
    expect(await styleOf(page, ".tabs-list", "display")).toBe("flex");
    expect(await styleOf(page, ".code-block", "border-top-left-radius")).toBe("8px");
    expect(await styleOf(page, ".api-call", "display")).toBe("grid");
    expect(await styleOf(page, ".doc-cards", "display")).toBe("grid");
    expect(await styleOf(page, ".pagination", "display")).toBe("grid");
    // One monospace face for code, in blocks as inline; controls in the page's face.
    const mono = await styleOf(page, ".markdown :not(pre) > code", "font-family");
    expect(mono).toContain("ui-monospace");
    expect(await styleOf(page, ".code-block code", "font-family")).toBe(mono);
    expect(await styleOf(page, ".code-block-copy", "font-family")).toBe(await styleOf(page, "body", "font-family"));
  });

  // Each (face, size, weight, style) a page lays out is a font lookup in the first layout, which Lighthouse's TBT
  // counts (bench/results.md, session 17): the type scale keeps a doc page to a few of them, on a phone and a desktop.
  for (const width of [412, 1280]) {
    test(`a doc page lays its text out in at most 10 faces (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      for (const path of ["/cloud/intro", "/dev-docs/api/rest", "/user-docs/content-manager/writing-content"]) {
        await page.goto(path);
        const faces = await page.evaluate(() => {
          const seen = new Set<string>();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!node.textContent?.trim() || !element?.getClientRects().length) continue;
            const style = getComputedStyle(element);
            seen.add([style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(" | "));
          }
          return [...seen].sort();
        });
        expect(faces.length, `${path}:\n${faces.join("\n")}`).toBeLessThanOrEqual(10);
      }
    });
  }

  // An SVG image is a document of its own, which the main thread builds and lays out as it loads (bench/results.md,
  // session 19), and text in it is one more font lookup; a raster image is decoded off the main thread.
  test("a doc page loads no SVG image: its logos are raster images, themed by the stylesheet", async ({ page }) => {
    const svgImages: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && new URL(request.url()).pathname.endsWith(".svg")) svgImages.push(request.url());
    });
    await page.goto("/cloud/intro");
    await page.waitForLoadState("load");
    expect(svgImages).toEqual([]);
    await expect(page.locator(".navbar-brand img.logo-light")).toBeVisible();
    await expect(page.locator(".navbar-brand img.logo-dark")).toBeHidden();
    expect(await page.locator(".navbar-brand img.logo-light").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(360);
  });

  test("the home, tag, search and not-found pages are styled without JavaScript", async ({ page }) => {
    await page.goto("/");
    expect(await styleOf(page, ".home-hero", "text-align")).toBe("center");
    await page.goto("/tags/strapi-cloud");
    expect(await styleOf(page, ".tag-pages", "list-style-type")).toBe("none");
    await page.goto("/tags");
    expect(await styleOf(page, ".tag", "border-top-left-radius")).toBe("999px");
    await page.goto("/search?q=api%20token");
    expect(await styleOf(page, ".search-page-form", "display")).toBe("flex");
    expect(await styleOf(page, ".search-results", "list-style-type")).toBe("none");
    await page.goto("/no/such/page");
    expect(await styleOf(page, ".not-found-search", "display")).toBe("flex");
    // An error no route renders around: the root links the page frame's stylesheet alone.
    await page.goto("/tags/no-such-tag");
    expect(await styleOf(page, ".navbar", "position")).toBe("sticky");
    expect(await styleOf(page, ".not-found-search", "display")).toBe("flex");
  });
});

test.describe("styles arrive before what they style in the browser", () => {
  /**
   * Records, in the page, the value of `property` on the first element matching `selector` at the
   * moment that element is inserted, before the browser could paint it.
   */
  const watchInsertion = (page: Page, selector: string, property: string) =>
    page.evaluate(
      ([sel, prop]) =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            const element = document.querySelector(sel);
            if (!element) return;
            observer.disconnect();
            resolve(getComputedStyle(element).getPropertyValue(prop));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      [selector, property] as const,
    );

  test("a client navigation from the home page shows the doc page styled", async ({ page }) => {
    await openPage(page, "/");
    const frame = watchInsertion(page, ".doc-columns", "display");
    const admonition = watchInsertion(page, ".admonition", "border-left-width");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cloud" }).click();
    expect(await frame).toBe("grid");
    expect(await admonition).toBe("4px");
    await expect(page).toHaveURL(/\/cloud\/intro$/);
  });

  test("the mobile menu, the search modal and the Ask AI dialog come styled", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await openPage(page, "/cloud/intro");
    const drawer = watchInsertion(page, ".mobile-menu-panel", "position");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    expect(await drawer).toBe("absolute");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1280, height: 800 });
    const modal = watchInsertion(page, ".DocSearch-Container", "position");
    await page.getByRole("button", { name: "Search docs" }).click();
    expect(await modal).toBe("fixed");
    await page.keyboard.press("Escape");

    const dialog = watchInsertion(page, ".ask-dialog", "border-top-left-radius");
    await page.getByRole("button", { name: "Ask AI" }).click();
    expect(await dialog).toBe("8px");
  });
});

test.describe("the first paint lays out what is on screen", () => {
  // The first layout of a long page was most of its load's blocking time on a phone (bench/results.md,
  // session 18): the article's blocks far below the viewport wait until a reader nears them.
  test("an article's blocks far below the viewport are laid out when a reader scrolls to them", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openPage(page, "/dev-docs/api/rest");
    const code = page.locator(".markdown > figure.code-block pre").last();
    const laidOut = () => code.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    await code.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
  });

  // One guess for every block (120px) made a phone's page 1.6k px shorter than it was (median over 35 pages):
  // the page grew as a reader scrolled, and jumping to its bottom moved what was on screen. Each kind of
  // block now has its own guess, and code blocks and tab sets count their lines (app/doc-page/doc-page.css).
  test("a page's height before its blocks are laid out is within 15 % of its height after, on a phone and a desktop", async ({ page }) => {
    const errors: string[] = [];
    for (const [width, height] of [
      [412, 823],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      for (const path of ["/dev-docs/api/rest", "/user-docs/content-manager/writing-content", "/cloud/intro", "/dev-docs/cli", "/dev-docs/api/graphql"]) {
        await openPage(page, path);
        const [guessed, real] = await page.evaluate(() => {
          const guessed = document.documentElement.scrollHeight;
          const layAllOut = document.createElement("style");
          layAllOut.textContent = ".markdown > * { content-visibility: visible !important; }";
          document.head.appendChild(layAllOut);
          return [guessed, document.documentElement.scrollHeight];
        });
        if (Math.abs(guessed - real) > 0.15 * real) errors.push(`${path} at ${width}px: ${guessed} px guessed, ${real} px laid out`);
      }
    }
    expect(errors).toEqual([]);
  });

  // A block on screen laid out a frame after the first paint moved what was painted below it (0.009 on
  // two of these pages in Lighthouse): nothing may move while the page settles, however little.
  test("nothing on a doc page moves while the blocks on screen are laid out", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const scope = window as unknown as { shifted: string[] };
      scope.shifted = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
          scope.shifted.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(" ")}`);
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/dev-docs/api/rest", "/user-docs/content-manager/writing-content", "/cloud/intro"]) {
      await openPage(page, path);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted), path).toEqual([]);
    }
    await context.close();
  });
});

test.describe("no layout shift", () => {
  test.describe.configure({ mode: "parallel" });

  // A slow phone (Lighthouse's mobile run: 4x slower CPU, 150 ms round trips, 1.6 Mbit/s): the page is
  // painted before its stylesheet, scripts and lazy blocks arrive and before it hydrates, which a fast load
  // never shows. The network's delays are added by interception: under DevTools' network emulation, about
  // one load in a few hundred never got its module scripts (sent, never answered, in the browser only).
  const LATENCY_MS = 150;
  const BYTES_PER_MS = 200;
  const throttle = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.route("**/*", async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS + body.length / BYTES_PER_MS));
      await route.fulfill({ response, body });
    });
  };

  for (const path of ["/cloud/intro", "/dev-docs/api/rest", "/dev-docs/project-structure", "/", "/tags"]) {
    pendingRequestsTest(`${path} does not move while it loads slowly, hydrates and loads its lazy blocks`, async ({ page }) => {
      await page.addInitScript(() => {
        const scope = window as unknown as { layoutShift: number };
        scope.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) scope.layoutShift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await throttle(page);
      await openPage(page, path);
      await page.waitForLoadState("networkidle");
      const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      // A request still being delayed when the test ends would fail on its closed page.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      expect(layoutShift).toBeLessThan(0.01);
    });
  }

  // What a slow load paints first is the HTML up to where it has arrived. The article's place must
  // not depend on what comes after it (the table of contents, the footer): it is measured with the
  // HTML cut just after the article, then with all of it, on a wide and a narrow screen.
  for (const width of [1280, 400]) {
    test(`a doc page's article is where it ends up before the rest of the HTML arrives (${width} px wide)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      const path = "/dev-docs/api/rest";
      const articleBox = async () => {
        const box = await page.locator("article.doc .markdown").boundingBox();
        return box && { x: box.x, y: box.y, width: box.width };
      };
      await page.goto(path);
      const whole = await articleBox();
      await page.route(path, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        await route.fulfill({ response, body: html.slice(0, html.indexOf("</article>") + "</article>".length) });
      });
      await page.goto(path);
      expect(await articleBox()).toEqual(whole);
      await context.close();
    });
  }
});
