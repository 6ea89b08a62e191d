import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test as base, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  return response;
}

/**
 * Goes to `path` as a reader following a link: a client navigation from the page already open (what
 * a <Link> click calls, on the router React Router's hydration leaves on window), or a full load when
 * no page is open yet. Resolves once the router has the new URL: wait for what the page shows.
 */
export async function followLink(page: Page, path: string) {
  if (await page.evaluate(() => !document.documentElement.hasAttribute("data-hydrated"))) return void (await openPage(page, path));
  await page.evaluate(async (to) => {
    await (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to);
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * A test whose failure report lists the requests of its `page` that never finished, with when each was
 * sent and whether an answer came: a load that never ends then names what it waits for. A throttled
 * load of the linked-stylesheet build waited 120 s for its load event in two clean-clone runs
 * (bench/ci-runs.md) and left no trace of the request it was waiting for.
 */
export const pendingRequestsTest = base.extend<{ pendingRequests: void }>({
  pendingRequests: [
    async ({ page }, use, testInfo) => {
      const start = Date.now();
      const pending = new Map<Request, { sent: number; answered?: number }>();
      page.on("request", (request) => pending.set(request, { sent: Date.now() - start }));
      page.on("response", (response) => {
        const times = pending.get(response.request());
        if (times) times.answered = Date.now() - start;
      });
      const settle = (request: Request) => void pending.delete(request);
      page.on("requestfinished", settle);
      page.on("requestfailed", settle);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const lines = [...pending].map(
        ([request, { sent, answered }]) =>
          `${request.method()} ${request.url()}: sent at ${sent} ms, ${answered === undefined ? "no answer" : `answered at ${answered} ms, body unfinished`}`,
      );
      await testInfo.attach("unfinished requests", { body: lines.join("\n") || "none", contentType: "text/plain" });
    },
    { auto: true },
  ],
});

/**
 * A test whose `reader` is one page kept for the worker's whole life, as a reader going from page to
 * page: the shared HTTP and code caches made a visit about 30 % cheaper than a fresh context each.
 * axe-core is in every document it opens (see `seriousViolations`).
 */
export const readerTest = base.extend<object, { reader: Page }>({
  reader: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await withAxe(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

// The copy of axe-core that @axe-core/playwright itself runs.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SCRIPT = fromAxePlaywright.resolve("axe-core/axe.min.js");

/** Loads axe-core in every document `context` opens, before the page's own scripts. */
export function withAxe(context: BrowserContext) {
  return context.addInitScript({ path: AXE_SCRIPT });
}

/** What the page function below reads of axe-core's rule table (not part of its typed API). */
interface AxeInPage {
  _audit: {
    rules: { id: string; impact?: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] }[];
    data: { checks: Record<string, { impact?: string } | undefined> };
  };
  run(
    context: Document | { include: string[] },
    options: object,
  ): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;
}
type AxeCheckRef = string | { id: string };

/**
 * Runs `check` with every block of the article laid out and painted, then puts the page back as the reader has it (the
 * blocks on screen are laid out again at the next frames). An article's blocks far from the viewport are neither laid
 * out nor painted until a reader nears them (content-visibility, doc-page.css).
 */
async function withEverythingPainted<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const painted = document.createElement("style");
    painted.id = "test-everything-painted";
    painted.textContent = "* { content-visibility: visible !important }";
    document.head.appendChild(painted);
  });
  try {
    return await check();
  } finally {
    await page.evaluate(async () => {
      document.getElementById("test-everything-painted")?.remove();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }
}

/**
 * The serious and critical axe-core violations of the page, each as "rule (nodes): first target".
 * axe runs in the page itself (loaded once per document), on the document as the reader has it.
 * Two options make a run several times cheaper and change no verdict: only violations get their
 * nodes' selectors (axe otherwise builds one for every node that passed), and rules whose every
 * outcome is minor or moderate stay off, since such findings are not failures here.
 * `include` limits the run to the elements those selectors match; `contrast: false` leaves out
 * colour contrast, most of a run's cost on a long page (see every-page.spec.ts for when).
 */
export async function seriousViolations(page: Page, { include, contrast = true }: { include?: string[]; contrast?: boolean } = {}): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the site's Content-Security-Policy refuses.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(AXE_SCRIPT, "utf8"));
  // The contrast check reads what is painted under each text (elementsFromPoint): it sees every block as a reader does
  // once near it, painted, with the colours it has.
  return withEverythingPainted(page, () =>
    page.evaluate(
      async ({ only, contrast }) => {
        const axe = (window as unknown as { axe: AxeInPage }).axe;
        const isSerious = (impact?: string | null) => impact === "serious" || impact === "critical";
        const { rules, data } = axe._audit;
        // A finding's impact is the highest of its rule's and failing checks' impacts; a check of unknown
        // impact keeps its rule on.
        const neverSerious = rules.filter(
          (rule) =>
            !isSerious(rule.impact) &&
            [...rule.any, ...rule.all, ...rule.none].every((check) => {
              const impact = data.checks[typeof check === "string" ? check : check.id]?.impact;
              return impact !== undefined && !isSerious(impact);
            }),
        );
        const results = await axe.run(only ? { include: only } : document, {
          resultTypes: ["violations"],
          rules: Object.fromEntries([...neverSerious.map((rule) => rule.id), ...(contrast ? [] : ["color-contrast"])].map((id) => [id, { enabled: false }])),
        });
        return results.violations
          .filter((violation) => isSerious(violation.impact))
          .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(" ")}`);
      },
      { only: include, contrast },
    ),
  );
}

/**
 * The article's blocks whose content is wider than they are and does not scroll: each block clips what it paints to
 * its box (content-visibility's paint containment, doc-page.css), so a reader would see that content cut off.
 */
export function clippedBlocks(page: Page): Promise<string[]> {
  return withEverythingPainted(page, () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".markdown > *")]
        .filter((block) => getComputedStyle(block).overflowX === "visible" && block.scrollWidth > block.clientWidth + 1)
        .map((block) => `${block.tagName.toLowerCase()}.${block.className}: ${block.scrollWidth - block.clientWidth} px wider than its box`),
    ),
  );
}

/**
 * Resolves once image zoom has finished opening `image`, which ignores a close while it animates.
 * Call it before the click that opens the zoom.
 */
export function zoomOpened(image: Locator): Promise<void> {
  return image.evaluate((element) => new Promise<void>((resolve) => element.addEventListener("medium-zoom:opened", () => resolve(), { once: true })));
}
