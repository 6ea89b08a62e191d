import { defineConfig } from "@playwright/test";

const port = Number(process.env.PORT ?? 8787);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is a failing test, in CI and out.
  retries: 0,
  reporter: [["list"]],
  // Every wait is for a state (a response, hydration, an element, axe's result); these limits only
  // end a test that hangs, and sit far above what a loaded two-core machine needs.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "npm run serve",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    // wrangler dev took 20 s to answer on the loaded machine: this only ends a server that never starts.
    timeout: 300_000,
    env: { PORT: String(port) },
  },
});
