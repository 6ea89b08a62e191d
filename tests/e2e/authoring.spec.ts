// The authoring loop (`npm run dev`, tools/dev/dev.ts): the dev server, on a copy of the content, shows
// a saved page, snippet and glossary entry in the open page, and prints how long each took (a limit
// here would depend on how loaded the machine is). It writes public/ as
// `npm run build:content` does; the copy is put back as it was at the end, so public/ is too.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

const PAGE = "/dev-docs/api/content-api";
const FILES = { page: "dev-docs/api/content-api.mdx", snippet: "snippets/entity-service-deprecated.mdx", glossary: "glossary.ts" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

test.describe.serial("the authoring loop", () => {
  test.setTimeout(900_000);
  let contentDir: string;
  let dev: ChildProcess;
  let origin: string;
  let output = "";

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    contentDir = mkdtempSync(join(tmpdir(), "authoring-loop-"));
    cpSync("content", contentDir, { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dev = spawn("npm", ["run", "-s", "dev", "--", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
      env: { ...process.env, CONTENT_DIR: contentDir },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    dev.stdout?.on("data", (chunk) => (output += chunk));
    dev.stderr?.on("data", (chunk) => (output += chunk));
    // States, not a clock: the content build and Vite's start take minutes on a loaded machine. First
    // the dev server's own word that it listens (or its exit, with what it said), then the page, whose
    // first answer compiles its modules on demand; only the test's limit ends a hang.
    await new Promise<void>((listening, exited) => {
      const check = () => /Local:\s+http/.test(output.replace(/\x1b\[[0-9;]*m/g, "")) && listening();
      dev.stdout?.on("data", check);
      dev.stderr?.on("data", check);
      dev.on("exit", (code) => exited(new Error(`npm run dev exited (${code}) before it listened:\n${output.slice(-4000)}`)));
    });
    await expect
      .poll(async () => (await fetch(origin + PAGE).catch(() => undefined))?.status, {
        timeout: 0,
        intervals: [1_000],
        message: "the dev server answers the page",
      })
      .toBe(200);
  });

  test.afterEach(({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) console.log(`npm run dev said:\n${output.slice(-4000)}`);
  });

  test.afterAll(async () => {
    if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
    rmSync(contentDir, { recursive: true, force: true });
  });

  /** Saves `file` of the copy rewritten by `edit`, and measures how long the open page takes to show `marker`. */
  async function saveAndSee(page: Page, file: string, edit: (text: string) => string, marker: string, where = page.locator(".markdown")) {
    const path = join(contentDir, file);
    const original = readFileSync(path, "utf8");
    const edited = edit(original);
    expect(edited, `the edit of ${file} changes it`).not.toBe(original);
    const started = Date.now();
    writeFileSync(path, edited);
    await expect(where).toContainText(marker, { timeout: 300_000 });
    const elapsed = Date.now() - started;
    writeFileSync(path, original);
    await expect(where).not.toContainText(marker, { timeout: 300_000 });
    return elapsed;
  }

  test("a saved page, snippet and glossary entry show in the open page", async ({ page }) => {
    await page.goto(origin + PAGE);
    await expect(page.locator("h1")).toHaveText("Content API");
    const timings = {
      page: await saveAndSee(page, FILES.page, (text) => `${text}\nAuthoring loop: the page was saved.\n`, "Authoring loop: the page was saved."),
      snippet: await saveAndSee(
        page,
        FILES.snippet,
        (text) => text.replace(":::caution The Entity Service API is deprecated", ":::caution Authoring loop: the snippet was saved"),
        "Authoring loop: the snippet was saved",
      ),
      glossary: await saveAndSee(
        page,
        FILES.glossary,
        (text) =>
          text.replace(
            '"In Strapi 5, a document is one piece of content',
            '"Authoring loop: the glossary was saved. In Strapi 5, a document is one piece of content',
          ),
        "Authoring loop: the glossary was saved.",
        page.locator(".annotation-tip").first(),
      ),
    };
    console.log(`authoring loop, save to page: ${JSON.stringify(timings)} ms`);
    test.info().annotations.push({ type: "save to page (ms)", description: JSON.stringify(timings) });
  });
});
