import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the Cloudflare plugin rejects vitest's environment options.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // Only a hang ends a test: on two loaded cores the content-wide checks take over 30 s
    // (server-examples.test.ts: 33 s), which a budget would turn into a failure.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One module graph per worker, not per file: most files load the MDX compiler and the highlighter,
    // and loading them again for each file was most of the run's time on two cores. Only
    // vite.config.test.ts mocks a module, and nothing else imports that module.
    isolate: false,
  },
});
