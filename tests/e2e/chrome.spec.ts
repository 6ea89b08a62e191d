// The page chrome around the content (spec §2.6, §4, §9).
import { expect, test, type Page } from "@playwright/test";
import { site } from "../../core/site-config";
import { followLink, openPage, zoomOpened } from "./helpers";

const DOC = "/cloud/getting-started/deployment";

test("the navbar hides on scroll down and returns on scroll up", async ({ page }) => {
  await openPage(page, DOC);
  const navbar = page.locator("header.navbar");
  await page.mouse.wheel(0, 1200);
  await expect(navbar).toHaveClass(/navbar-hidden/);
  await page.mouse.wheel(0, -400);
  await expect(navbar).not.toHaveClass(/navbar-hidden/);
});

test("the skip link is the first focusable element and targets the main content", async ({ page }) => {
  await openPage(page, DOC);
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveText("Skip to main content");
  await expect(page.locator("#main-content")).toHaveCount(1);
});

test("the mobile menu opens, shows quick links and the sidebar, and closes past 996 px", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openPage(page, DOC);
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  const menu = page.getByRole("dialog", { name: "Navigation menu" });
  await expect(menu.getByRole("navigation", { name: "Docs sidebar (mobile)" })).toBeVisible();
  await menu.getByRole("button", { name: "← Back to main menu" }).click();
  // The navbar's links, from the site config.
  for (const item of site.navbar.items) await expect(menu.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(menu).toHaveCount(0);
});

test("a phone does not build the sidebar it hides: its menu fetches the whole tree when opened", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const fetched: string[] = [];
  page.on("request", (request) => request.url().includes("/_data/sidebars/") && fetched.push(request.url()));
  await openPage(page, DOC);
  // Queued after the page's own idle callbacks (the sidebar's waits at most 3 s), so it runs after them.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  expect(fetched).toEqual([]);
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  await expect(page.getByRole("dialog", { name: "Navigation menu" }).getByRole("navigation", { name: "Docs sidebar (mobile)" })).toBeVisible();
  await expect.poll(() => fetched.length).toBe(1);
});

test("a collapsed sidebar category stays collapsed after a reload", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
  const toggle = sidebar.getByRole("button", { name: /^(Collapse|Expand) / }).first();
  const label = (await toggle.getAttribute("aria-label"))!.replace(/^(Collapse|Expand) /, "");
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await sidebar.getByRole("button", { name: `Collapse ${label}` }).click();
  await expect(sidebar.getByRole("button", { name: `Expand ${label}` })).toHaveAttribute("aria-expanded", "false");
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("button", { name: `Expand ${label}` })).toBeVisible();
});

test("a collapsed category away from the page arrives with the whole sidebar when opened", async ({ page }) => {
  // The page's HTML leaves the category's items out; the whole sidebar is fetched once (when the browser
  // is idle, or on opening), from a file named by its content that the browser keeps.
  const html = await (await page.request.get("/cloud/intro")).text();
  const sidebarHtml = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  expect(sidebarHtml).toContain('href="/cloud/getting-started/deployment-options"');
  expect(sidebarHtml).not.toContain('href="/cloud/getting-started/deployment-cli"');
  const fetched: string[] = [];
  page.on("request", (request) => request.url().includes("/_data/sidebars/") && fetched.push(request.url()));
  await openPage(page, "/cloud/intro");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
  await sidebar.getByRole("button", { name: "Expand Project deployment" }).click();
  await expect(sidebar.getByRole("link", { name: "with Cloud CLI" })).toBeVisible();
  await sidebar.getByRole("button", { name: "Collapse Project deployment" }).click();
  await sidebar.getByRole("button", { name: "Expand Project deployment" }).click();
  await sidebar.getByRole("link", { name: "with Cloud CLI" }).click();
  await expect(page).toHaveURL(/\/cloud\/getting-started\/deployment-cli$/);
  expect(fetched.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/_data\/sidebars\/cloudSidebar\.[0-9a-f]{10}\.json$/)]);
  expect((await page.request.get(fetched[0])).headers()["cache-control"]).toContain("immutable");
});

test("a sidebar fold that is opening does not scroll, so what is in it stays put under the pointer", async ({ page }) => {
  // Scrolling a link into view in a fold still opening (focus does it) used to scroll the fold's clipped box, whose
  // content then slid back down as it opened: a press on one link was released over the one above it.
  await openPage(page, "/cloud/intro");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
  await sidebar.getByRole("button", { name: "Expand Project deployment" }).click();
  await expect(sidebar.getByRole("link", { name: "with Cloud CLI" })).toBeVisible();
  await sidebar.getByRole("button", { name: "Collapse Project deployment" }).click();
  await page.waitForTimeout(400);
  const scrolled = await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('nav.sidebar button[aria-label="Expand Project deployment"]')!.click();
    await new Promise(requestAnimationFrame);
    const link = document.querySelector<HTMLAnchorElement>('nav.sidebar a[href="/cloud/getting-started/deployment-cli"]')!;
    link.scrollIntoView({ block: "nearest" });
    return link.closest(".sidebar-collapsible-inner")!.scrollTop;
  });
  expect(scrolled).toBe(0);
});

test("after a client navigation the sidebar shows the new page, in the same sidebar and in another", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
  await sidebar.getByRole("link", { name: "Cloud fundamentals" }).click();
  await expect(page).toHaveURL(/\/cloud\/cloud-fundamentals$/);
  // The router may commit the URL a moment before the page: assertions that wait, on counts.
  const current = (path: string) => sidebar.locator(`a[aria-current=page][href="${path}"]`);
  await expect(current("/cloud/cloud-fundamentals")).toHaveCount(1);
  await expect(sidebar.locator("a[aria-current=page]")).toHaveCount(1);
  await sidebar.getByRole("button", { name: "Expand Project deployment" }).click();
  await expect(sidebar.getByRole("link", { name: "with Cloud CLI" })).toBeVisible();
  await sidebar.getByRole("button", { name: "Collapse Project deployment" }).click();
  await expect(sidebar.getByRole("link", { name: "with Cloud CLI" })).toBeHidden();

  await followLink(page, "/user-docs/intro");
  // The category of the page links to it too.
  await expect(current("/user-docs/intro")).toHaveCount(2);
  await expect(sidebar.locator("a[aria-current=page]")).toHaveCount(2);
  await expect(sidebar.getByRole("link", { name: "Cloud fundamentals" })).toHaveCount(0);
  const toggle = sidebar.getByRole("button", { name: /^(Collapse|Expand) / }).first();
  const [, action, label] = /^(Collapse|Expand) (.*)$/.exec((await toggle.getAttribute("aria-label"))!)!;
  await toggle.click();
  await expect(sidebar.getByRole("button", { name: `${action === "Expand" ? "Collapse" : "Expand"} ${label}` })).toHaveAttribute(
    "aria-expanded",
    String(action === "Expand"),
  );
});

test("the whole sidebar can be hidden and stays hidden", async ({ page }) => {
  await openPage(page, DOC);
  await page.getByRole("button", { name: "« Collapse sidebar" }).click();
  await expect(page.getByRole("navigation", { name: "Docs sidebar", exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Docs sidebar", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(page.getByRole("navigation", { name: "Docs sidebar", exact: true })).toBeVisible();
});

test("the table of contents highlights the heading being read", async ({ page }) => {
  await openPage(page, DOC);
  const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
  const last = links.last();
  const id = (await last.getAttribute("href"))!.slice(1);
  await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
  await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ block: "start" }), id);
  await expect(last).toHaveClass(/toc-link-active/);
});

test("after hydration, only the contents lists render again (no effect re-renders the page)", async ({ browser }) => {
  // A phone, whose hidden sidebar builds no tree. React reports each commit to a DevTools hook: an element
  // whose props changed after the hydration's commit was rendered again.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      stateNode: unknown;
      alternate: Fiber | null;
      memoizedProps: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const scope = window as unknown as { rendered: string[]; commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: object };
    scope.rendered = [];
    scope.commits = 0;
    const HOST_ELEMENT = 5;
    const walk = (fiber: Fiber | null) => {
      for (; fiber; fiber = fiber.sibling) {
        if (fiber.tag === HOST_ELEMENT && fiber.alternate && fiber.memoizedProps !== fiber.alternate.memoizedProps) {
          const element = fiber.stateNode as Element;
          scope.rendered.push(element.closest(".toc-list") ? "contents" : `${element.tagName.toLowerCase()}.${element.className}`);
        }
        walk(fiber.child);
      }
    };
    scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      checkDCE() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        if (scope.commits++ > 0) walk(root.current);
      },
    };
  });
  await openPage(page, DOC);
  await page.waitForTimeout(1_000);
  const { rendered, commits } = await page.evaluate(() => {
    const scope = window as unknown as { rendered: string[]; commits: number };
    return { rendered: scope.rendered, commits: scope.commits };
  });
  expect(commits).toBeGreaterThan(1);
  expect([...new Set(rendered)]).toEqual(["contents"]);
  await context.close();
});

test("after hydration, the contents mark the first heading, and the next page's after a client navigation", async ({ page }) => {
  await openPage(page, DOC);
  const contents = page.getByRole("navigation", { name: "On this page" });
  const active = contents.locator(".toc-link-active");
  const marksFirstHeading = async () => {
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute("aria-current", "location");
    await expect(active).toHaveAttribute("href", (await contents.getByRole("link").first().getAttribute("href"))!);
  };
  await marksFirstHeading();
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  const next = await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link").last().getAttribute("href");
  await followLink(page, next!);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title!);
  await marksFirstHeading();
});

test("a page link outside the article and the sidebar (pagination) prefetches on intent, and not when the reader saves data", async ({ browser, baseURL }) => {
  for (const saveData of [false, true]) {
    const page = await browser.newPage({ baseURL });
    if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
    const dataRequests: string[] = [];
    page.on("request", (request) => request.url().includes(".data") && dataRequests.push(request.url()));
    await openPage(page, "/cloud/intro");
    // Focus, not hover: the blocks above it are laid out as they near the viewport, and may move it from under a pointer.
    await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link").last().focus();
    if (saveData) {
      await page.waitForTimeout(500);
      expect(dataRequests).toEqual([]);
    } else await expect.poll(() => dataRequests.length).toBeGreaterThan(0);
    await page.close();
  }
});

test("the announcement closes, stays closed for its id, and comes back when the id changes", async ({ page }) => {
  await openPage(page, DOC);
  const bar = page.getByRole("region", { name: "Announcement" });
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Close announcement" }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "Announcement" })).toBeHidden();
  await page.evaluate(() => localStorage.setItem("strapi-docs:announcement-dismissed", "an-older-announcement"));
  await page.reload();
  await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
});

test("colour mode: light by default, persisted, applied before first paint, synced to other tabs", async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openPage(page, DOC);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  const other = await context.newPage();
  await openPage(other, "/cloud/intro");
  await page.getByRole("button", { name: /Switch to dark mode/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");
  // When the document becomes interactive, before the app's deferred scripts run, the
  // inline bootstrap has already applied the stored mode: no flash of the wrong theme.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive")
        (window as unknown as { themeAtInteractive: string }).themeAtInteractive = document.documentElement.dataset.theme ?? "";
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtInteractive: string }).themeAtInteractive)).toBe("dark");
});

test("the site works when storage throws, and saves nothing", async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException("denied", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { get: fail });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openPage(page, "/cloud/getting-started/deployment-cli");
  await page.locator(".tabs").first().getByRole("tab", { name: "yarn" }).click();
  await expect(page.locator(".tabs").first().getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: /Switch to dark mode/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(errors).toEqual([]);
});

test("the progress bar and spinner appear only when a route change takes longer than 200 ms", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  // The next page's data is held until the bar has been seen, however slow the machine is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  // How long after the click the bar is inserted, measured in the page.
  const delay = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        addEventListener("click", () => (clickedAt = performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (!document.getElementById("nprogress")) return;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
  await sidebar.getByRole("link", { name: "Cloud fundamentals" }).click();
  expect(await delay).toBeGreaterThanOrEqual(200);
  await expect(page.locator("#nprogress .bar")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading page" })).toBeVisible();
  release();
  await expect(page).toHaveURL(/cloud-fundamentals$/);
  await expect(page.locator("#nprogress")).toHaveCount(0);
});

test("a reload comes back to where the reader was, before the app's scripts run (and with them)", async ({ page }) => {
  await openPage(page, "/dev-docs/api/rest");
  // The app keeps the position per history entry as the page goes (pagehide).
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  // Without the app's modules, only the bootstrap script in <head> can have done it.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
});

test("opening the page a navigation started from, after it ended, stays on that page", async ({ page }) => {
  // The note the progress bar keeps while a navigation is under way, as a loaded device can still
  // hold it when the reader opens the next page: its effect clears it only after the navigation commits.
  // Only React Router's reload after a failed module load goes on to the note's target.
  await openPage(page, "/cloud/intro");
  await page.evaluate(() =>
    sessionStorage.setItem("strapi-docs:pending-navigation", JSON.stringify({ from: "/cloud/intro", to: "/cloud/cloud-fundamentals", at: Date.now() })),
  );
  await openPage(page, "/cloud/intro");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome to the Strapi Cloud Docs");
  await expect(page).toHaveURL(/\/cloud\/intro$/);
});

test("a reload follows a navigation's note only on the history entry it was written on", async ({ page }) => {
  // The note React Router's reload after a failed module load acts on: written from /cloud/intro's own entry, it
  // sends the reload on; the same note from another entry (the reader left by the address bar, came back) does not.
  const note = (key: unknown) => ({ from: "/cloud/intro", to: "/cloud/cloud-fundamentals", at: Date.now(), key });
  await openPage(page, "/cloud/intro");
  await page.evaluate((value) => sessionStorage.setItem("strapi-docs:pending-navigation", JSON.stringify(value)), note("another-entry"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome to the Strapi Cloud Docs");
  await expect(page).toHaveURL(/\/cloud\/intro$/);
  const key: unknown = await page.evaluate(() => (window.history.state as { key?: unknown } | null)?.key);
  expect(typeof key).toBe("string");
  await page.evaluate((value) => sessionStorage.setItem("strapi-docs:pending-navigation", JSON.stringify(value)), note(key));
  await page.reload();
  await expect(page).toHaveURL(/\/cloud\/cloud-fundamentals$/);
});

test("a page opened anew does not wait on session storage before its first paint; a reload does read it", async ({ page }) => {
  // The first use of a storage area is a synchronous call to the browser process: the bootstrap script makes it
  // only when there can be something to act on (a reload, a return).
  await page.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Window.prototype, "sessionStorage");
    Object.defineProperty(window, "sessionStorage", {
      get() {
        (window as unknown as { sessionReads: number }).sessionReads = ((window as unknown as { sessionReads?: number }).sessionReads ?? 0) + 1;
        return native?.get?.call(window) as Storage;
      },
    });
  });
  // Without the app's modules, only the bootstrap script runs.
  await page.route("**/assets/*.js", (route) => route.abort());
  const sessionReads = () => page.evaluate(() => (window as unknown as { sessionReads?: number }).sessionReads ?? 0);
  await page.goto("/cloud/intro");
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
  expect(await sessionReads()).toBe(0);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
  expect(await sessionReads()).toBeGreaterThan(0);
});

test("no route prefetch when the reader saves data", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
  const dataRequests: string[] = [];
  page.on("request", (request) => request.url().includes(".data") && dataRequests.push(request.url()));
  await openPage(page, "/cloud/intro");
  await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Cloud fundamentals" }).hover();
  await page.waitForTimeout(500);
  expect(dataRequests).toEqual([]);
});

test("links are prefetched on hover on a normal connection", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => request.url().includes("cloud-fundamentals") && prefetched.push(request.url()));
  await openPage(page, "/cloud/intro");
  await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Cloud fundamentals" }).hover();
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
});

test("when a route's data request fails during navigation, the browser loads the target in full", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  await page.route("**/cloud/cloud-fundamentals.data*", (route) => route.abort("failed"));
  const fullLoad = page.waitForEvent("load");
  await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Cloud fundamentals" }).click();
  await fullLoad;
  await expect(page).toHaveURL(/\/cloud\/cloud-fundamentals$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("This page could not be loaded.");
});

test("a load that keeps failing offers Retry, which reloads the page", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  await page.evaluate(() => sessionStorage.setItem("strapi-docs:reloaded:/cloud/cloud-fundamentals", "1"));
  await page.route("**/cloud/cloud-fundamentals.data*", (route) => route.abort("failed"));
  await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Cloud fundamentals" }).click();
  await expect(page.getByRole("heading", { name: "This page could not be loaded." })).toBeVisible();
  await page.unroute("**/cloud/cloud-fundamentals.data*");
  const reload = page.waitForEvent("load");
  await page.getByRole("button", { name: "Retry" }).click();
  await reload;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Strapi Cloud");
});

test.describe("image zoom", () => {
  const image = (page: Page) => page.locator(".markdown img.themed-image-light").first();
  const overlay = (page: Page) => page.locator(".medium-zoom-overlay");
  async function openZoom(page: Page) {
    await image(page).scrollIntoViewIfNeeded();
    // Zoom is attached 1 s after the page shows.
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
    const opened = zoomOpened(image(page));
    await image(page).click();
    await expect(overlay(page)).toBeVisible();
    // The zoomed copy replaces the image; closing works once its 0.3 s transition has run.
    await expect(page.locator(".medium-zoom-image--opened")).toHaveCount(1);
    await opened;
  }

  test("opens on click with a white overlay, and closes on click and on Escape", async ({ page }) => {
    await openPage(page, "/user-docs/intro");
    await openZoom(page);
    await expect(overlay(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // With margin 0 the zoomed image covers the screen: a click on it closes the zoom.
    await page.locator(".medium-zoom-image--opened").click();
    await expect(overlay(page)).toHaveCount(0);
    await openZoom(page);
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
  });

  test("closes on a scroll of more than 40 px and on resize; dark mode has a dark overlay", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("strapi-docs:theme", "dark"));
    await openPage(page, "/user-docs/intro");
    const darkImage = page.locator(".markdown img.themed-image-dark").first();
    await darkImage.scrollIntoViewIfNeeded();
    await expect(darkImage).toHaveClass(/medium-zoom-image/);
    let opened = zoomOpened(darkImage);
    await darkImage.click();
    await expect(overlay(page)).toHaveCSS("background-color", "rgb(30, 30, 42)");
    await opened;
    await page.mouse.wheel(0, 20);
    await page.waitForTimeout(300);
    await expect(overlay(page)).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(overlay(page)).toHaveCount(0);
    opened = zoomOpened(darkImage);
    await darkImage.click();
    await expect(overlay(page)).toBeVisible();
    await opened;
    await page.setViewportSize({ width: 1100, height: 700 });
    await expect(overlay(page)).toHaveCount(0);
  });

  test("is attached again after a route change", async ({ page }) => {
    await openPage(page, "/user-docs/getting-started/user-guide-fundamentals");
    await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Welcome to the Strapi User Guide!" }).first().click();
    await expect(page).toHaveURL(/\/user-docs\/intro$/);
    await openZoom(page);
  });
});

test("a site served under the wrong base URL says it did not load properly", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  await expect(page.locator("#base-url-issue-banner")).toHaveCount(0);
  await page.route("**/assets/*.js", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/cloud/intro");
  await expect(page.getByRole("alert")).toContainText("Your site did not load properly");
});

test("a crash in page content shows the crash fallback with its message; the rest of the site keeps working", async ({ page }) => {
  await openPage(page, "/cloud/intro");
  // Corrupt the next page's article (its HTML, in the route's data) with a block whose props do not parse.
  await page.route("**/cloud/cloud-fundamentals.data*", async (route) => {
    const body = (await (await route.fetch()).text()).replace('"article","', '"article","<div data-lazy-block=\\"diagram\\" data-props=\\"{\\"></div>');
    await route.fulfill({ body, contentType: "text/x-script" });
  });
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar", exact: true });
  await sidebar.getByRole("link", { name: "Cloud fundamentals" }).click();
  await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
  await expect(page.locator(".crash-message")).not.toBeEmpty();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
  await sidebar.getByRole("link", { name: "Introduction" }).first().click();
  await expect(page).toHaveURL(/\/cloud\/intro$/);
  await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
});

test("when a route's code cannot be fetched during navigation, the browser loads the target in full", async ({ page }) => {
  await openPage(page, "/");
  // A slow phone: React renders the navigation late, and the reload after the failed import
  // must still find the note that sends the browser on to the target.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.route("**/assets/doc-*.js", (route) => route.abort("failed"));
  const fullLoad = page.waitForEvent("load");
  await page.locator("main").getByRole("link", { name: "Quick start" }).first().click();
  await fullLoad;
  await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Quick Start");
});
